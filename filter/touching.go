package filter

import (
	"strings"

	"github.com/flinklint/flinklint/finding"
)

// Touching keeps the findings that involve one of the paths: at their
// location, at a related location (the app config that makes a job
// rescale), or in an edit of their fixes. A pre-commit run lints the whole
// project so that jobs meet their configs, and reports on the changed files.
func Touching(findings []finding.Finding, paths map[string]bool) []finding.Finding {
	return keep(findings, func(f finding.Finding) bool {
		if Covers(paths, f.Location.Path) {
			return true
		}
		for _, r := range f.Related {
			if Covers(paths, r.Location.Path) {
				return true
			}
		}
		for _, fix := range f.Fixes {
			for _, e := range fix.Edits {
				if Covers(paths, e.Location.Path) {
					return true
				}
			}
		}
		return false
	})
}

// Covers reports whether the slash path p is in paths: named itself, or
// below a directory of it, written with a trailing slash ("jobs/").
func Covers(paths map[string]bool, p string) bool {
	if paths[p] {
		return true
	}
	for i := strings.LastIndexByte(p, '/'); i > 0; i = strings.LastIndexByte(p[:i], '/') {
		if paths[p[:i+1]] {
			return true
		}
	}
	return false
}
