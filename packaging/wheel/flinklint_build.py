"""An in-tree PEP 517 build backend that builds flinklint's Go binary and
packs it into a platform wheel (the way ruff ships its Rust binary): after
`pip install`, `flinklint` is on PATH. It needs Go (the version go.mod names)
and a C compiler: the parsers are tree-sitter, which is cgo. The binary is
linked statically, so the wheel runs on any glibc (manylinux) or musl Linux of
its architecture.

    python3 packaging/wheel/flinklint_build.py [OUTDIR]   # build a wheel

pip and pre-commit (`language: python`) use it through pyproject.toml.
"""

import base64
import hashlib
import io
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
NAME = "flinklint"


def _version():
    with open(os.path.join(ROOT, "linter", "linter.go"), encoding="utf-8") as f:
        m = re.search(r'const Version = "([^"]+)"', f.read())
    if not m:
        raise RuntimeError("linter/linter.go declares no Version")
    return m.group(1)


def _platform_tag():
    machine = platform.machine().lower()
    arch = {"x86_64": "x86_64", "amd64": "x86_64", "aarch64": "aarch64", "arm64": "aarch64"}.get(machine)
    if sys.platform != "linux" or arch is None:
        raise RuntimeError("flinklint wheels are built for Linux x86_64 and aarch64, not %s %s" % (sys.platform, machine))
    # A static binary needs no glibc: the oldest manylinux tag pip knows, and musllinux.
    return "manylinux_2_17_%s.manylinux2014_%s.musllinux_1_1_%s" % (arch, arch, arch)


def _build_binary(out):
    env = dict(os.environ, CGO_ENABLED="1")
    if shutil.which("go") is None:
        raise RuntimeError("building flinklint needs Go (see go.mod for the version) and a C compiler")
    cmd = ["go", "build", "-trimpath", "-tags", "netgo,osusergo", "-ldflags", "-s -w -linkmode external -extldflags -static", "-o", out, "./cmd/flinklint"]
    subprocess.run(cmd, cwd=ROOT, env=env, check=True)


def _record_line(path, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d" % (path, digest, len(data))


def _metadata(version):
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    return (
        "Metadata-Version: 2.1\n"
        "Name: %s\n"
        "Version: %s\n"
        "Summary: A static linter for Apache Flink jobs (PyFlink, Flink SQL) and the deployment configs that run them\n"
        "License: Apache-2.0\n"
        "License-File: LICENSE\n"
        "Requires-Python: >=3.8\n"
        "Description-Content-Type: text/markdown\n"
        "\n%s" % (NAME, version, readme)
    )


def build(outdir):
    """Builds the wheel into outdir and returns its file name."""
    version = _version()
    tag = "py3-none-" + _platform_tag()
    wheel_name = "%s-%s-%s.whl" % (NAME, version, tag)
    dist_info = "%s-%s.dist-info" % (NAME, version)
    data_dir = "%s-%s.data" % (NAME, version)
    with tempfile.TemporaryDirectory() as tmp:
        binary = os.path.join(tmp, NAME)
        _build_binary(binary)
        with open(binary, "rb") as f:
            exe = f.read()
    with open(os.path.join(ROOT, "LICENSE"), "rb") as f:
        license_text = f.read()
    files = [
        (data_dir + "/scripts/" + NAME, exe, 0o755),
        (dist_info + "/LICENSE", license_text, 0o644),
        (dist_info + "/METADATA", _metadata(version).encode(), 0o644),
        (dist_info + "/WHEEL", ("Wheel-Version: 1.0\nGenerator: flinklint_build\nRoot-Is-Purelib: false\nTag: %s\n" % tag).encode(), 0o644),
    ]
    record = [_record_line(p, d) for p, d, _ in files] + [dist_info + "/RECORD,,"]
    files.append((dist_info + "/RECORD", ("\n".join(record) + "\n").encode(), 0o644))
    os.makedirs(outdir, exist_ok=True)
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for path, data, mode in files:
            info = zipfile.ZipInfo(path, date_time=(1980, 1, 1, 0, 0, 0))
            info.external_attr = (0o100000 | mode) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, data)
    with open(os.path.join(outdir, wheel_name), "wb") as f:
        f.write(buf.getvalue())
    return wheel_name


# PEP 517 hooks.

def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    return build(wheel_directory)


def get_requires_for_build_wheel(config_settings=None):
    return []


def build_sdist(sdist_directory, config_settings=None):
    raise RuntimeError("flinklint ships wheels (or builds from the repository); there is no sdist")


if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "dist")
    print(os.path.join(out, build(out)))
