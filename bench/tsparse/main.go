//go:build flinklintbench

// Command tsparse is the bare-parse baseline of the speed harness (figure B):
// it reads every .py file under the given paths and parses it with
// tree-sitter's Python grammar on NumCPU workers, one parser per worker
// (tree-sitter parsers are not safe to share), and does nothing else. The
// time flinklint takes over the same files, divided by this, is the cost of
// everything flinklint does beyond parsing.
//
// It walks like flinklint does by default: it skips .git, node_modules,
// .venv, venv, __pycache__, target, build and dist.
//
// It is built only with -tags flinklintbench, so `go install ./...` skips it.
package main

import (
	"context"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/python"
)

// skipDirs are the directory names flinklint skips by default.
var skipDirs = map[string]bool{
	".git": true, "node_modules": true, ".venv": true, "venv": true,
	"__pycache__": true, "target": true, "build": true, "dist": true,
}

func main() {
	workers := flag.Int("j", runtime.NumCPU(), "parallel workers")
	quiet := flag.Bool("q", false, "print nothing on success")
	flag.Parse()
	roots := flag.Args()
	if len(roots) == 0 {
		roots = []string{"."}
	}

	paths := make(chan string, 256)
	go func() {
		defer close(paths)
		for _, root := range roots {
			_ = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
				if err != nil {
					return nil
				}
				if d.IsDir() {
					if p != root && skipDirs[d.Name()] {
						return filepath.SkipDir
					}
					return nil
				}
				if d.Type().IsRegular() && strings.HasSuffix(p, ".py") {
					paths <- p
				}
				return nil
			})
		}
	}()

	type tally struct{ files, bytes, errors int64 }
	results := make([]tally, *workers)
	var wg sync.WaitGroup
	for w := 0; w < *workers; w++ {
		wg.Add(1)
		go func(t *tally) {
			defer wg.Done()
			parser := sitter.NewParser()
			defer parser.Close()
			parser.SetLanguage(python.GetLanguage())
			ctx := context.Background()
			for p := range paths {
				src, err := os.ReadFile(p)
				if err != nil {
					continue
				}
				tree, err := parser.ParseCtx(ctx, nil, src)
				if err != nil {
					t.errors++
					continue
				}
				if tree.RootNode().HasError() {
					t.errors++
				}
				tree.Close()
				t.files++
				t.bytes += int64(len(src))
			}
		}(&results[w])
	}
	wg.Wait()
	var sum tally
	for _, t := range results {
		sum.files += t.files
		sum.bytes += t.bytes
		sum.errors += t.errors
	}
	if !*quiet {
		fmt.Printf("tsparse: %d .py files, %.1f MB, %d with syntax errors, %d workers\n",
			sum.files, float64(sum.bytes)/1e6, sum.errors, *workers)
	}
}
