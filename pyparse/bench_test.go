package pyparse

import (
	"context"
	"flag"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
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

var benchTree = flag.String("tree", "", "BenchmarkOverhead: also measure the PyFlink files under this directory (e.g. a tree made by bench/gen)")

// treeFiles returns the relevant .py files under *benchTree.
func treeFiles(b *testing.B) [][]byte {
	var out [][]byte
	err := filepath.WalkDir(*benchTree, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(p) != ".py" {
			return err
		}
		src, err := os.ReadFile(p)
		if err == nil && Relevant(src) {
			out = append(out, src)
		}
		return err
	})
	if err != nil {
		b.Fatal(err)
	}
	return out
}

// BenchmarkOverhead reports the extraction cost on top of the bare parse,
// in percent ("overhead-%"), measured by alternating both on the same files
// and counting process CPU time (wall time is meaningless on a busy machine).
func BenchmarkOverhead(b *testing.B) {
	sets := []struct{ name, pattern string }{
		{"all", "testdata/*.py"},
		{"small", "testdata/[a-k]*.py"},
		{"large", "testdata/large_job.py"},
	}
	if *benchTree != "" {
		sets = append(sets, struct{ name, pattern string }{"tree", ""})
	}
	for _, set := range sets {
		b.Run(set.name, func(b *testing.B) {
			var srcs [][]byte
			if set.pattern == "" {
				srcs = treeFiles(b)
			}
			files, _ := filepath.Glob(set.pattern)
			for _, f := range files {
				src, _ := os.ReadFile(f)
				srcs = append(srcs, src)
			}
			p := NewParser()
			defer p.Close()
			ts := sitter.NewParser()
			defer ts.Close()
			ts.SetLanguage(python.GetLanguage())
			var bare, full time.Duration
			for i := 0; i < b.N; i++ {
				t0 := cpuTime()
				for _, s := range srcs {
					tree, _ := ts.ParseCtx(context.Background(), nil, s)
					tree.Close()
				}
				t1 := cpuTime()
				for _, s := range srcs {
					p.Parse("job.py", s, nil)
				}
				t2 := cpuTime()
				bare += t1 - t0
				full += t2 - t1
			}
			if bare > 0 {
				b.ReportMetric(100*float64(full-bare)/float64(bare), "overhead-%")
			}
		})
	}
}

func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
