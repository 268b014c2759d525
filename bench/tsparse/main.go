//go:build flinklintbench

// Command tsparse is the bare-parse baseline of the speed harness (figure B):
// it reads every .py file under the given paths and parses it with
// tree-sitter's Python grammar on NumCPU workers, one parser per worker
// (tree-sitter parsers are not safe to share), and does nothing else. The
// time flinklint takes over the same files, divided by this, is the cost of
// everything flinklint does beyond parsing.
//
// With -configs it also parses the deployment files flinklint reads (those
// deploy.Detect recognizes) with the libraries flinklint reads them with:
// YAML with go.yaml.in/yaml/v3 into nodes, Terraform with hclsyntax. That
// is the part of flinklint's work no change to flinklint's own code can
// remove, so its time over the plain run is a floor under figure B's
// ratio. JSON files are left out: flinklint reads them with a parser of its
// own (deploy/jsontree.go), which is not part of any floor.
//
// It walks like flinklint does by default: it skips .git, node_modules,
// .venv, venv, __pycache__, target, build and dist.
//
// It is built only with -tags flinklintbench, so `go install ./...` skips it.
package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/python"
	yaml "go.yaml.in/yaml/v3"

	"github.com/flinklint/flinklint/deploy"
)

// skipDirs are the directory names flinklint skips by default.
var skipDirs = map[string]bool{
	".git": true, "node_modules": true, ".venv": true, "venv": true,
	"__pycache__": true, "target": true, "build": true, "dist": true,
}

// configExts are the extensions of the files -configs looks at; which of
// them are parsed is deploy.Detect's answer, as in flinklint.
var configExts = map[string]bool{".yaml": true, ".yml": true, ".json": true, ".template": true, ".jsonc": true, ".tf": true}

type tally struct{ files, bytes, errors, configs, configBytes int64 }

func main() {
	workers := flag.Int("j", runtime.NumCPU(), "parallel workers")
	quiet := flag.Bool("q", false, "print nothing on success")
	configs := flag.Bool("configs", false, "also parse the deployment files flinklint reads, with the libraries it reads them with")
	flag.Parse()
	roots := flag.Args()
	if len(roots) == 0 {
		roots = []string{"."}
	}

	paths := make(chan string, 256)
	go walk(roots, *configs, paths)

	results := make([]tally, *workers)
	var wg sync.WaitGroup
	for w := 0; w < *workers; w++ {
		wg.Add(1)
		go func(t *tally) {
			defer wg.Done()
			parser := sitter.NewParser()
			defer parser.Close()
			parser.SetLanguage(python.GetLanguage())
			for p := range paths {
				src, err := os.ReadFile(p)
				if err != nil {
					continue
				}
				if strings.HasSuffix(p, ".py") {
					parsePython(parser, src, t)
				} else {
					parseConfig(p, src, t)
				}
			}
		}(&results[w])
	}
	wg.Wait()
	var sum tally
	for _, t := range results {
		sum.files += t.files
		sum.bytes += t.bytes
		sum.errors += t.errors
		sum.configs += t.configs
		sum.configBytes += t.configBytes
	}
	if !*quiet {
		fmt.Printf("tsparse: %d .py files, %.1f MB, %d with syntax errors, %d workers\n",
			sum.files, float64(sum.bytes)/1e6, sum.errors, *workers)
		if *configs {
			fmt.Printf("tsparse: %d deployment files, %.1f MB\n", sum.configs, float64(sum.configBytes)/1e6)
		}
	}
}

func walk(roots []string, configs bool, paths chan<- string) {
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
			if d.Type().IsRegular() && (strings.HasSuffix(p, ".py") || configs && configExts[strings.ToLower(filepath.Ext(p))]) {
				paths <- p
			}
			return nil
		})
	}
}

func parsePython(parser *sitter.Parser, src []byte, t *tally) {
	tree, err := parser.ParseCtx(context.Background(), nil, src)
	if err != nil {
		t.errors++
		return
	}
	if tree.RootNode().HasError() {
		t.errors++
	}
	tree.Close()
	t.files++
	t.bytes += int64(len(src))
}

func parseConfig(p string, src []byte, t *tally) {
	switch deploy.Detect(p, src) {
	case "":
		return
	case deploy.Terraform:
		_, _ = hclsyntax.ParseConfig(src, p, hcl.Pos{Line: 1, Column: 1})
	default:
		if deploy.LooksLikeJSON(src) {
			return
		}
		dec := yaml.NewDecoder(bytes.NewReader(src))
		for {
			var doc yaml.Node
			if err := dec.Decode(&doc); err != nil {
				if !errors.Is(err, io.EOF) {
					t.errors++
				}
				break
			}
		}
	}
	t.configs++
	t.configBytes += int64(len(src))
}
