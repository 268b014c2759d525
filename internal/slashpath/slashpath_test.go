package slashpath

import "testing"

func TestRel(t *testing.T) {
	for _, c := range []struct{ dir, p, want string }{
		{".", "a/b.sql", "a/b.sql"},
		{"", "a/./b.sql", "a/b.sql"},
		{"a", "a/b.sql", "b.sql"},
		{"a/b", "a/c/d.sql", "../c/d.sql"},
		{"x/y", "a/b.sql", "../../a/b.sql"},
		{"a/b", "a/b", ""}, // p is dir: empty, as the readers expect
		{"a/b/", "a", ".."},
	} {
		if got := Rel(c.dir, c.p); got != c.want {
			t.Errorf("Rel(%q, %q) = %q, want %q", c.dir, c.p, got, c.want)
		}
	}
}
