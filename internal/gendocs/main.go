// Command gendocs writes docs/rules/*.md from the rule docs in package
// rules, the one source of rule documentation. Run from the repository
// root: go run ./internal/gendocs
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/flinklint/flinklint/rules"
)

func main() {
	dir := filepath.Join("docs", "rules")
	if len(os.Args) > 1 {
		dir = os.Args[1]
	}
	if err := write(dir); err != nil {
		fmt.Fprintln(os.Stderr, "gendocs:", err)
		os.Exit(1)
	}
}

func write(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	files := rules.DocFiles()
	// Remove pages of rules that no longer exist.
	old, err := filepath.Glob(filepath.Join(dir, "FL*.md"))
	if err != nil {
		return err
	}
	for _, p := range old {
		if _, ok := files[filepath.Base(p)]; !ok && strings.HasPrefix(filepath.Base(p), "FL") {
			if err := os.Remove(p); err != nil {
				return err
			}
		}
	}
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if err := os.WriteFile(filepath.Join(dir, n), []byte(files[n]), 0o644); err != nil {
			return err
		}
	}
	return nil
}
