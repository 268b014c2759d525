package linter

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/pyparse"
)

// TestReadFile reads the same files through the real file system's fast
// path and through walkFS's Stat and Open: same bytes, same errors.
func TestReadFile(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, size int) string {
		t.Helper()
		p := filepath.Join(dir, name)
		b := make([]byte, size)
		for i := range b {
			b[i] = byte('a' + i%26)
		}
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	const maxSize = 3 << 20
	cases := []struct {
		name    string
		path    string
		wantErr string // substring; "" for a read
		tooBig  bool
	}{
		{name: "empty", path: write("empty.py", 0)},
		{name: "one byte", path: write("one.py", 1)},
		{name: "small", path: write("small.py", 5000)},
		{name: "over maxScratch", path: write("big.py", maxScratch+17)},
		{name: "at the limit", path: write("limit.py", maxSize)},
		{name: "over the limit", path: write("over.py", maxSize+1), wantErr: "larger than the size limit", tooBig: true},
		{name: "missing", path: filepath.Join(dir, "missing.py"), wantErr: "no such file or directory"},
		{name: "directory", path: dir, wantErr: "not a regular file (d---------)"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var scratch []byte
			fast, fastErr := readFile(osFS{}, tc.path, maxSize, &scratch)
			fast = bytes.Clone(fast)
			slow, slowErr := readThroughFS(denyFS{}, tc.path, maxSize, nil)
			if (fastErr == nil) != (slowErr == nil) || fastErr != nil && fastErr.Error() != slowErr.Error() {
				t.Fatalf("errors differ: fast path %v, through the FS %v", fastErr, slowErr)
			}
			if tc.wantErr == "" {
				if fastErr != nil {
					t.Fatalf("unexpected error %v", fastErr)
				}
				want, _ := os.ReadFile(tc.path)
				if !bytes.Equal(fast, want) || !bytes.Equal(slow, want) {
					t.Fatalf("read %d and %d bytes, file has %d", len(fast), len(slow), len(want))
				}
				return
			}
			if fastErr == nil || !strings.Contains(fastErr.Error(), tc.wantErr) {
				t.Fatalf("error %v, want one with %q", fastErr, tc.wantErr)
			}
			if tc.tooBig {
				if !errors.Is(fastErr, errTooLarge) || !errors.Is(slowErr, errTooLarge) {
					t.Fatalf("errors %v / %v do not wrap errTooLarge", fastErr, slowErr)
				}
				want, _ := os.ReadFile(tc.path)
				if len(fast) != tooLargeHead || !bytes.Equal(fast, want[:tooLargeHead]) || !bytes.Equal(slow, fast) {
					t.Fatalf("head of %d / %d bytes, want the first %d", len(fast), len(slow), tooLargeHead)
				}
			}
		})
	}
}

// TestReadFileScratch: files are read into the worker's buffer, which
// grows up to maxScratch and is not replaced by a larger file's.
func TestReadFileScratch(t *testing.T) {
	dir := t.TempDir()
	small := filepath.Join(dir, "small.py")
	medium := filepath.Join(dir, "medium.py")
	large := filepath.Join(dir, "large.py")
	for p, n := range map[string]int{small: 100, medium: 4000, large: maxScratch + 1} {
		if err := os.WriteFile(p, bytes.Repeat([]byte("x"), n), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, fsys := range []walkFS{osFS{}, denyFS{}} {
		var scratch []byte
		read := func(p string) []byte {
			t.Helper()
			b, err := readFile(fsys, p, DefaultMaxFileSize, &scratch)
			if err != nil {
				t.Fatal(err)
			}
			return b
		}
		m := read(medium)
		if cap(scratch) < 4000 || &scratch[:1][0] != &m[:1][0] {
			t.Fatalf("%T: the medium file's buffer did not become the scratch buffer", fsys)
		}
		s := read(small)
		if &s[:1][0] != &m[:1][0] {
			t.Fatalf("%T: the small file was not read into the scratch buffer", fsys)
		}
		l := read(large)
		if len(l) != maxScratch+1 || cap(scratch) > maxScratch {
			t.Fatalf("%T: read %d bytes; scratch grew to %d (limit %d)", fsys, len(l), cap(scratch), maxScratch)
		}
		if b, err := readFile(fsys, small, DefaultMaxFileSize, nil); err != nil || &b[:1][0] == &scratch[:1][0] {
			t.Fatalf("%T: a read without scratch used the scratch buffer (err %v)", fsys, err)
		}
	}
}

// TestWorthParsing: the files worthParsing drops are those parseOne makes
// nothing of, so dropping them before parseOne changes no output.
func TestWorthParsing(t *testing.T) {
	cfn := "Resources:\n  App:\n    Type: AWS::KinesisAnalyticsV2::Application\n"
	cases := []struct {
		rel, src string
		imported bool
		want     bool
	}{
		{rel: "job.py", src: "from pyflink.table import TableEnvironment\n", want: true},
		{rel: "util.py", src: "def f():\n    return 1\n"},
		{rel: "util.py", src: "def f():\n    return 1\n", imported: true, want: true},
		{rel: "infra/app.yaml", src: cfn, want: true},
		{rel: "infra/app.json", src: `{"ApplicationConfiguration": {}, "RuntimeEnvironment": "FLINK-1_20"}`, want: true},
		{rel: "ci.yaml", src: "on: push\n"},
		{rel: "package.json", src: `{"name": "x"}`},
		{rel: "main.tf", src: "variable \"x\" {}\n", want: true},
		{rel: "q.sql", src: "SELECT 1;\n", want: true},
		{rel: "nb.ipynb", src: `{"cells": [{"cell_type": "code", "source": ["from pyflink.table import TableEnvironment\n"]}]}`, want: true},
		{rel: "lib.ts", src: "export const x = 1;\n"},
	}
	py := pyparse.NewParser()
	defer py.Close()
	p := &parsers{py: py}
	cfg := parseConfig{fsys: osFS{}, root: t.TempDir(), imports: &pathCache{}, maxSize: DefaultMaxFileSize}
	for _, tc := range cases {
		c := candidate{rel: tc.rel, imported: tc.imported}
		if got := worthParsing(&c, []byte(tc.src)); got != tc.want {
			t.Errorf("worthParsing(%s) = %v, want %v", tc.rel, got, tc.want)
		}
		if f := parseOne(cfg, c, []byte(tc.src), p); (f != nil) != tc.want {
			t.Errorf("parseOne(%s) returned a file: %v; worthParsing says %v", tc.rel, f != nil, tc.want)
		}
	}
}

// TestBorrowedSourceNotKept: a Python file is parsed from the worker's
// read buffer itself (borrowsSource); nothing the parse keeps may alias
// that buffer, which the next file overwrites.
func TestBorrowedSourceNotKept(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"job.py": "# flinklint: disable=FL001\nfrom pyflink.table import TableEnvironment, EnvironmentSettings\n" +
			"t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())\n" +
			"t_env.get_config().set(\"pipeline.name\", \"orders\")\n" +
			"t_env.execute_sql(\"\"\"CREATE TABLE t (a INT) WITH ('connector' = 'datagen')\"\"\")\n",
		"setup.py": "from setuptools import setup\nsetup(name=\"x\", install_requires=[\"apache-flink==1.20.0\"])\n",
	}
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cfg := parseConfig{fsys: osFS{}, root: dir, realRoot: dir, imports: &pathCache{}, maxSize: DefaultMaxFileSize, timeout: DefaultParseTimeout}
	w := &parseWorker{cfg: cfg}
	defer w.close()
	for _, name := range []string{"job.py", "setup.py"} {
		c := candidate{abs: filepath.Join(dir, name), rel: name}
		if !borrowsSource(cfg, c) {
			t.Fatalf("%s: not parsed from the read buffer", name)
		}
		res := w.parse(c)
		if res.file == nil {
			t.Fatalf("%s: not parsed", name)
		}
		before, err := json.Marshal(res.file.Python)
		if err != nil {
			t.Fatal(err)
		}
		src := res.file.Src
		buf := w.scratch[:cap(w.scratch)]
		for i := range buf {
			buf[i] = 'X'
		}
		after, _ := json.Marshal(res.file.Python)
		if string(before) != string(after) {
			t.Errorf("%s: the parsed module changed with the read buffer:\n%s\n%s", name, before, after)
		}
		if src != nil && string(src) != files[name] {
			t.Errorf("%s: the kept source changed with the read buffer: %q", name, src)
		}
	}
}
