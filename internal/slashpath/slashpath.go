// Package slashpath holds path helpers for the slash-separated paths,
// relative to the run's root, that the readers and the model use on every
// system.
package slashpath

import (
	"path"
	"strings"
)

// Rel makes p relative to dir; both are relative to the same root. It is
// filepath.Rel for slash paths that never leave the root, whatever the
// system's separator; empty when p is dir.
func Rel(dir, p string) string {
	dir, p = path.Clean(dir), path.Clean(p)
	if dir == "." {
		return p
	}
	d, q := strings.Split(dir, "/"), strings.Split(p, "/")
	i := 0
	for i < len(d) && i < len(q) && d[i] == q[i] {
		i++
	}
	out := make([]string, 0, len(d)-i+len(q)-i)
	for range d[i:] {
		out = append(out, "..")
	}
	return path.Join(append(out, q[i:]...)...)
}
