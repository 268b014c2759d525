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
// With -all it is the floor of the whole run (issue 31): every input
// flinklint parses, with the library it parses it with, and nothing else:
// the .py files flinklint's byte prefilter passes (pyparse.Relevant) with
// tree-sitter's Python grammar, .sql and .q files with sqlparse, the
// deployment files as -configs does, JSON ones too (with encoding/json:
// flinklint's own JSON reader is its code, not a library), and TypeScript
// CDK apps with tree-sitter's TypeScript grammar. SQL inside Python strings
// is not parsed: finding it takes flinklint's own evaluation of the Python.
//
// It walks like flinklint does by default: it skips .git, node_modules,
// .venv, venv, __pycache__, target, build and dist.
//
// It is built only with -tags flinklintbench, so `go install ./...` skips it.
package main

import (
	"bytes"
	"context"
	"encoding/json"
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
	"github.com/smacker/go-tree-sitter/typescript/typescript"
	yaml "go.yaml.in/yaml/v3"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/pyparse"
	"github.com/flinklint/flinklint/sqlparse"
)

// skipDirs are the directory names flinklint skips by default.
var skipDirs = map[string]bool{
	".git": true, "node_modules": true, ".venv": true, "venv": true,
	"__pycache__": true, "target": true, "build": true, "dist": true,
}

// configExts are the extensions of the files -configs looks at; which of
// them are parsed is deploy.Detect's answer, as in flinklint.
var configExts = map[string]bool{".yaml": true, ".yml": true, ".json": true, ".template": true, ".jsonc": true, ".tf": true}

// allExts are the extensions -all looks at besides .py and configExts.
var allExts = map[string]bool{".sql": true, ".q": true, ".ts": true, ".tfvars": true}

type tally struct{ files, bytes, errors, configs, configBytes int64 }

func main() {
	workers := flag.Int("j", runtime.NumCPU(), "parallel workers")
	quiet := flag.Bool("q", false, "print nothing on success")
	configs := flag.Bool("configs", false, "also parse the deployment files flinklint reads, with the libraries it reads them with")
	all := flag.Bool("all", false, "parse every input flinklint parses (Python it would parse, SQL files, YAML, HCL, JSON, TypeScript) with the libraries it uses")
	flag.Parse()
	if *all {
		*configs = true
	}
	roots := flag.Args()
	if len(roots) == 0 {
		roots = []string{"."}
	}

	paths := make(chan string, 256)
	go walk(roots, *configs, *all, paths)

	results := make([]tally, *workers)
	var wg sync.WaitGroup
	for w := 0; w < *workers; w++ {
		wg.Add(1)
		go func(t *tally) {
			defer wg.Done()
			parser := sitter.NewParser()
			defer parser.Close()
			parser.SetLanguage(python.GetLanguage())
			ts := sitter.NewParser()
			defer ts.Close()
			ts.SetLanguage(typescript.GetLanguage())
			for p := range paths {
				src, err := os.ReadFile(p)
				if err != nil {
					continue
				}
				switch ext := strings.ToLower(filepath.Ext(p)); {
				case ext == ".py":
					if !*all || pyparse.Relevant(src) {
						parsePython(parser, src, t)
					}
				case *all && (ext == ".sql" || ext == ".q"):
					_ = sqlparse.Parse(string(src))
					t.configs++
					t.configBytes += int64(len(src))
				default:
					parseConfig(p, src, *all, ts, t)
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
			fmt.Printf("tsparse: %d other files (deployment configs; with -all SQL files too), %.1f MB\n", sum.configs, float64(sum.configBytes)/1e6)
		}
	}
}

func walk(roots []string, configs, all bool, paths chan<- string) {
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
			if d.Type().IsRegular() && (strings.HasSuffix(p, ".py") || configs && configExts[strings.ToLower(filepath.Ext(p))] || all && allExts[strings.ToLower(filepath.Ext(p))]) {
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

func parseConfig(p string, src []byte, all bool, ts *sitter.Parser, t *tally) {
	kind := deploy.Detect(p, src)
	if all && kind == "" && deploy.IsTerraformFile(p) {
		kind = deploy.Terraform // flinklint reads every Terraform file of a module
	}
	switch kind {
	case "":
		return
	case deploy.Terraform:
		if strings.HasSuffix(p, ".json") {
			var v any
			_ = json.Unmarshal(src, &v)
		} else {
			_, _ = hclsyntax.ParseConfig(src, p, hcl.Pos{Line: 1, Column: 1})
		}
	case deploy.CDKTypeScript:
		if !all {
			return
		}
		if tree, err := ts.ParseCtx(context.Background(), nil, src); err == nil {
			tree.Close()
		}
	default:
		if deploy.LooksLikeJSON(src) {
			if !all {
				return
			}
			var v any
			if json.Unmarshal(src, &v) != nil {
				t.errors++
			}
			break
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
