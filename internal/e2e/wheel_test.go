package e2e

import (
	"archive/zip"
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestWheel builds the platform wheel with the repository's script,
// installs it into a fresh virtual environment without an index, and runs
// the installed flinklint on the bundled example, as a pip user would.
func TestWheel(t *testing.T) {
	need(t, "python3", "go")
	if err := exec.Command("python3", "-c", "import venv, ensurepip").Run(); err != nil {
		t.Skip("python3 has no venv/ensurepip module (Debian: python3-venv)")
	}
	root := repoRoot(t)
	out := t.TempDir()
	build := exec.Command("python3", filepath.Join("packaging", "wheel", "flinklint_build.py"), out)
	build.Dir = root
	b, err := build.CombinedOutput()
	if err != nil {
		t.Fatalf("building the wheel: %v\n%s", err, b)
	}
	wheels, _ := filepath.Glob(filepath.Join(out, "flinklint-*-py3-none-manylinux_2_17_*.whl"))
	if len(wheels) != 1 {
		t.Fatalf("want one manylinux wheel in %s, got %v\n%s", out, wheels, b)
	}
	license, err := os.ReadFile(filepath.Join(root, "LICENSE"))
	if err != nil || !strings.Contains(string(license), "Apache License\n                           Version 2.0") {
		t.Fatalf("LICENSE at the repository root: %v", err)
	}
	zr, err := zip.OpenReader(wheels[0])
	if err != nil {
		t.Fatal(err)
	}
	var packed []byte
	var metadata string
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(rc)
		rc.Close()
		switch {
		case strings.HasSuffix(f.Name, ".dist-info/LICENSE"):
			packed = b
		case strings.HasSuffix(f.Name, ".dist-info/METADATA"):
			metadata = string(b)
		}
	}
	zr.Close()
	if !bytes.Equal(packed, license) || !strings.Contains(metadata, "License: Apache-2.0\nLicense-File: LICENSE\n") {
		t.Errorf("the wheel must carry the repository's LICENSE in its dist-info and name it in METADATA (LICENSE %d bytes, want %d):\n%.400s", len(packed), len(license), metadata)
	}
	venv := filepath.Join(t.TempDir(), "venv")
	run := func(name string, args ...string) (string, int) {
		t.Helper()
		cmd := exec.Command(name, args...)
		cmd.Dir = root
		cmd.Env = append(os.Environ(), "NO_COLOR=1", "PIP_NO_INDEX=1", "PIP_DISABLE_PIP_VERSION_CHECK=1")
		b, err := cmd.CombinedOutput()
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return string(b), ee.ExitCode()
		}
		if err != nil {
			t.Fatalf("%s %v: %v\n%s", name, args, err, b)
		}
		return string(b), 0
	}
	if o, code := run("python3", "-m", "venv", venv); code != 0 {
		t.Fatalf("python3 -m venv: exit %d\n%s", code, o)
	}
	if o, code := run(filepath.Join(venv, "bin", "pip"), "install", "--no-deps", wheels[0]); code != 0 {
		t.Fatalf("pip install: exit %d\n%s", code, o)
	}
	o, code := run(filepath.Join(venv, "bin", "flinklint"), "check", "examples/seed")
	if code != 1 || !strings.Contains(o, "examples/seed/jobs/s3_json_sink.py:40:13: error FL001") {
		t.Fatalf("the installed flinklint: exit %d, want 1 with the FL001 error:\n%s", code, o)
	}
}

// TestBuildWithoutCgo checks that CGO_ENABLED=0 gives a binary that says
// flinklint needs cgo, not a wall of compile errors.
func TestBuildWithoutCgo(t *testing.T) {
	need(t, "go")
	root := repoRoot(t)
	bin := filepath.Join(t.TempDir(), "flinklint")
	build := exec.Command("go", "build", "-o", bin, "./cmd/flinklint")
	build.Dir = root
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if b, err := build.CombinedOutput(); err != nil {
		t.Fatalf("CGO_ENABLED=0 go build: %v\n%s", err, b)
	}
	b, err := exec.Command(bin, "check", ".").CombinedOutput()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 2 || !strings.Contains(string(b), "CGO_ENABLED=1 and a C compiler") {
		t.Fatalf("the cgo-less binary: %v\n%s", err, b)
	}
}
