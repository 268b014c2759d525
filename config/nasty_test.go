package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestNastyInputs runs every file in testdata/nasty through the loader:
// recursive and exponential aliases, deep nesting, binary junk, BOMs, CRLF,
// several documents, huge numbers, TOML date values where strings belong.
// Each must give a config or an error, never a panic or a hang.
func TestNastyInputs(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "nasty", "*"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus: %v", err)
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			cfg, err := LoadFile(path)
			if (cfg == nil) == (err == nil) {
				t.Fatalf("want exactly one of config and error: %+v, %v", cfg, err)
			}
			if err != nil && !strings.HasPrefix(err.Error(), path) {
				t.Errorf("error does not name the file: %v", err)
			}
			t.Logf("%v", err)
		})
	}
}

func BenchmarkParseYAML(b *testing.B) {
	data := []byte(fullYAML)
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := ParseYAML(".flinklint.yaml", data); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParsePyproject(b *testing.B) {
	data := []byte(fullTOML)
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := ParsePyproject("pyproject.toml", data); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLoad(b *testing.B) {
	root := b.TempDir()
	deep := filepath.Join(root, "a", "b", "c", "d")
	if err := os.MkdirAll(filepath.Join(root, ".git"), 0o755); err != nil {
		b.Fatal(err)
	}
	if err := os.MkdirAll(deep, 0o755); err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, ".flinklint.yaml"), []byte(fullYAML), 0o644); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := Load(deep); err != nil {
			b.Fatal(err)
		}
	}
}
