package linter

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzGlobMatch: the .gitignore matcher never panics, stays fast on
// patterns with many "**", and its shortcut for patterns without "**"
// answers as the general segment match does.
func FuzzGlobMatch(f *testing.F) {
	for _, s := range [][2]string{{"*.sql", "a.sql"}, {"a/**/b/**/c", "a/x/b/y/c"}, {"**/**/**/**/x", "a/b/c/d/e/f/g/h"}, {"[", "a"},
		{"**", "x"}, {"__pycache__", "__pycache__"}, {"*.py[co]", "x.pyc"}, {"\\*", "*"}, {"[a-", "a"}, {"*", ""}, {"libexec/*.dylib", "libexec/x.dylib"}, {"a/*", "a/b/c"}, {"a[/]b", "a/b"}, {"/x", "x"}, {"a//b", "a//b"}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, pattern, name string) {
		if got, want := globMatch(pattern, name), globMatchSegments(pattern, name); got != want {
			t.Fatalf("globMatch(%q, %q) = %v, the segment match says %v", pattern, name, got, want)
		}
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
