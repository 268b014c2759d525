package linter

import (
	"path/filepath"
	"testing"
)

// BenchmarkRunTestdata lints every FL001 testdata tree in one run.
func BenchmarkRunTestdata(b *testing.B) {
	dir, err := filepath.Abs(filepath.Join("..", "testdata"))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := Run(Options{Paths: []string{dir}, Root: dir}); err != nil {
			b.Fatal(err)
		}
	}
}
