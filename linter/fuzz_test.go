package linter

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzGlobMatch: the .gitignore matcher never panics and stays fast on
// patterns with many "**".
func FuzzGlobMatch(f *testing.F) {
	for _, s := range [][2]string{{"*.sql", "a.sql"}, {"a/**/b/**/c", "a/x/b/y/c"}, {"**/**/**/**/x", "a/b/c/d/e/f/g/h"}, {"[", "a"}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, pattern, name string) {
		_ = globMatch(pattern, name)
	})
}

// FuzzIgnorer: any .gitignore content loads and answers without panicking.
func FuzzIgnorer(f *testing.F) {
	f.Add("*.gen.sql\n!keep.sql\n/out/\n\\#x\n", "out/a.sql")
	f.Fuzz(func(t *testing.T, gitignore, rel string) {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, ".gitignore"), []byte(gitignore), 0o644); err != nil {
			t.Fatal(err)
		}
		ig := newIgnorer(dir, dir)
		_ = ig.ignored(rel, false)
		_ = ig.ignored(rel, true)
	})
}
