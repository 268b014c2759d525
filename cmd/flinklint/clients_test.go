//go:build cgo

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/linter"
	"github.com/flinklint/flinklint/report"
	"github.com/flinklint/flinklint/server"
)

// TestServerAndCommandLineAgree checks that the two clients of the pipeline
// are thin: `flinklint check --root DIR DIR` and the language server on the
// workspace DIR (no buffer open) report the same findings, byte for byte,
// on every example and on the testdata tree, in the server's first run and
// in the next, served from its parse cache. FLINKLINT_TREES, a directory of
// further trees (the pinned ecosystem trees), adds each of its directories.
func TestServerAndCommandLineAgree(t *testing.T) {
	trees, _ := filepath.Glob(filepath.Join("..", "..", "examples", "*"))
	trees = append(trees, filepath.Join("..", "..", "testdata"))
	if more := os.Getenv("FLINKLINT_TREES"); more != "" {
		extra, _ := filepath.Glob(filepath.Join(more, "*"))
		trees = append(trees, extra...)
	}
	for _, tree := range trees {
		dir, err := filepath.Abs(tree)
		if err != nil {
			t.Fatal(err)
		}
		if info, err := os.Stat(dir); err != nil || !info.IsDir() {
			continue
		}
		t.Run(filepath.Base(dir), func(t *testing.T) {
			var cli, stderr bytes.Buffer
			if code := run([]string{"check", "--format", "json", "--fail-on", "never", "--allow-incomplete", "--root", dir, dir}, strings.NewReader(""), &cli, &stderr); code != exitOK {
				t.Fatalf("check exited %d: %s", code, stderr.String())
			}
			// The server keeps its parses between runs: its first run fills
			// its cache, the second is served from it.
			settings := linter.Settings{ParseCache: linter.NewParseCache(0)}
			for _, run := range []string{"first run", "second run"} {
				out, err := server.Lint(settings, dir, map[string][]byte{})
				if err != nil {
					t.Fatal(err)
				}
				var lsp bytes.Buffer
				if err := report.WriteJSON(&lsp, out.Run); err != nil {
					t.Fatal(err)
				}
				if cli.String() != lsp.String() {
					t.Errorf("the server's %s: findings differ from the command line's:\ncli:\n%s\nserver:\n%s", run, cli.String(), lsp.String())
				}
			}
			if !strings.Contains(cli.String(), `"findings"`) {
				t.Errorf("no findings list in the report:\n%s", cli.String())
			}
		})
	}
}
