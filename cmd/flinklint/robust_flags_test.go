//go:build cgo

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSizeFlag(t *testing.T) {
	for in, want := range map[string]int64{"10": 10, "10MB": 10_000_000, "4MiB": 4 << 20, "1 kb": 1000, "2gib": 2 << 30} {
		var s sizeFlag
		if err := s.Set(in); err != nil || int64(s) != want {
			t.Errorf("Set(%q) = %d, %v; want %d", in, s, err, want)
		}
	}
	for _, in := range []string{"", "0", "-1", "ten", "10XB", "99999999999999999999GB"} {
		var s sizeFlag
		if err := s.Set(in); err == nil {
			t.Errorf("Set(%q) accepted", in)
		}
	}
}

// TestRobustFlags: --max-file-size reports a larger file instead of
// parsing it, --verbose notes skipped binaries, bad values are usage errors.
func TestRobustFlags(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("big.sql", "SELECT 1;\n"+strings.Repeat("-- padding\n", 20))
	write("bin.sql", "\x00\x01")
	code, out, errOut := runCmd(t, "check", "--root", dir, "--max-file-size", "100", "--verbose", "--fail-on", "never", dir)
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	if !strings.Contains(out, "FL905") || !strings.Contains(out, "big.sql") || !strings.Contains(out, "--max-file-size") {
		t.Errorf("no FL905 for big.sql:\n%s", out)
	}
	if !strings.Contains(errOut, "skipped bin.sql: binary content") {
		t.Errorf("no --verbose note:\n%s", errOut)
	}
	for _, args := range [][]string{
		{"check", "--root", dir, "--max-file-size", "huge", dir},
		{"check", "--root", dir, "--parse-timeout", "soon", dir},
	} {
		if code, _, _ := runCmd(t, args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}
