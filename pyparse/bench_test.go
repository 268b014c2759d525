package pyparse

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/python"
)

// benchFiles are the realistic jobs of testdata (not the nasty inputs).
func benchFiles(b *testing.B) [][]byte {
	files, _ := filepath.Glob("testdata/*.py")
	var out [][]byte
	for _, p := range files {
		src, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		out = append(out, src)
	}
	return out
}

func totalSize(srcs [][]byte) int64 {
	n := 0
	for _, s := range srcs {
		n += len(s)
	}
	return int64(n)
}

// BenchmarkParse is the full extraction (tree-sitter parse included).
func BenchmarkParse(b *testing.B) {
	srcs := benchFiles(b)
	p := NewParser()
	defer p.Close()
	b.SetBytes(totalSize(srcs))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, s := range srcs {
			p.Parse("job.py", s, nil)
		}
	}
}

// BenchmarkTreeSitter is the bare tree-sitter parse of the same files.
func BenchmarkTreeSitter(b *testing.B) {
	srcs := benchFiles(b)
	p := sitter.NewParser()
	defer p.Close()
	p.SetLanguage(python.GetLanguage())
	b.SetBytes(totalSize(srcs))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, s := range srcs {
			tree, _ := p.ParseCtx(context.Background(), nil, s)
			tree.Close()
		}
	}
}

// BenchmarkOverhead reports the extraction cost on top of the bare parse,
// in percent ("overhead-%"), measured by alternating both on the same files.
func BenchmarkOverhead(b *testing.B) {
	srcs := benchFiles(b)
	p := NewParser()
	defer p.Close()
	ts := sitter.NewParser()
	defer ts.Close()
	ts.SetLanguage(python.GetLanguage())
	var bare, full time.Duration
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		for _, s := range srcs {
			tree, _ := ts.ParseCtx(context.Background(), nil, s)
			tree.Close()
		}
		t1 := time.Now()
		for _, s := range srcs {
			p.Parse("job.py", s, nil)
		}
		t2 := time.Now()
		bare += t1.Sub(t0)
		full += t2.Sub(t1)
	}
	b.ReportMetric(100*float64(full-bare)/float64(bare), "overhead-%")
}
