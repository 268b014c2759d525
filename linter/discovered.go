package linter

import (
	"path/filepath"
)

// discovered lists the repository-relative path of every candidate the run
// found, Flink-related or not, and tells whether the run walked the
// repository root (so a file missing from the list is missing from the
// repository, not merely outside the paths given). Rules that look files
// up by name (an entry point a deployment names) need both.
func discovered(root string, cands []candidate, paths []string) ([]string, bool) {
	out := make([]string, 0, len(cands))
	for _, c := range cands {
		out = append(out, c.rel)
	}
	whole := false
	for _, p := range paths {
		if abs, err := filepath.Abs(p); err == nil && abs == root {
			whole = true
		}
	}
	return out, whole
}
