package linter

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// This file decides where a run's root is and which paths it reports on.

// rootOutside returns the root for paths that lie outside the working
// directory's project (flinklint check /tmp/copy-of-a-repo): the git work
// tree of the first path, or its directory. It returns "" (the default root)
// when every path is inside the working directory's project.
func rootOutside(paths []string) string {
	wd, err := os.Getwd()
	if err != nil || len(paths) == 0 {
		return ""
	}
	wdRoot := FindRoot(wd)
	first := ""
	for _, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			return ""
		}
		if !within(wdRoot, abs) && first == "" {
			first = abs
		}
	}
	if first == "" {
		return ""
	}
	if info, err := os.Stat(first); err == nil && !info.IsDir() {
		first = filepath.Dir(first)
	}
	return FindRoot(first)
}

// contains reports whether every path lies in root ("" is the working
// directory's project, which rootOutside already checked).
func contains(root string, paths []string) bool {
	if root == "" {
		return true
	}
	absRoot, err := filepath.Abs(root)
	if err != nil {
		return true
	}
	for _, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			return true
		}
		if !within(absRoot, abs) {
			return false
		}
	}
	return true
}

// commonRoot is the deepest directory holding the project root (git work
// tree, else directory) of every path.
func commonRoot(paths []string) string {
	var common []string
	for i, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			return ""
		}
		if info, err := os.Stat(abs); err == nil && !info.IsDir() {
			abs = filepath.Dir(abs)
		}
		parts := strings.Split(filepath.ToSlash(FindRoot(abs)), "/")
		if i == 0 {
			common = parts
			continue
		}
		n := 0
		for n < len(common) && n < len(parts) && common[n] == parts[n] {
			n++
		}
		common = common[:n]
	}
	root := filepath.FromSlash(strings.Join(common, "/"))
	if root == "" {
		return string(filepath.Separator)
	}
	return root
}

// projectRoot is the root a run over named files lints: the given root,
// else the git work tree (or the working directory).
func projectRoot(root string) (string, error) {
	if root == "" {
		wd, err := os.Getwd()
		if err != nil {
			return "", err
		}
		root = FindRoot(wd)
	}
	return filepath.Abs(root)
}

// changedSet turns the changed paths into root-relative slash paths.
func changedSet(root string, paths []string) map[string]bool {
	set := map[string]bool{}
	for _, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			continue
		}
		if rel, err := filepath.Rel(root, abs); err == nil {
			set[filepath.ToSlash(rel)] = true
		}
	}
	return set
}

// touchesConfig reports whether a changed path is a flinklint
// configuration: then every finding may have changed.
func touchesConfig(changed map[string]bool) bool {
	for p := range changed {
		if name := path.Base(p); name == ".flinklint.yaml" || name == ".flinklint.yml" || name == "pyproject.toml" {
			return true
		}
	}
	return false
}

// allFiles reports whether every path names an existing regular file (not
// a directory: a directory named on the command line is its own context).
func allFiles(paths []string) bool {
	for _, p := range paths {
		info, err := os.Stat(p)
		if err != nil || info.IsDir() {
			return false
		}
	}
	return true
}

// readable checks that every named file can be opened: a file the user
// names and flinklint cannot read is an error, not a pass. Only regular
// files are opened: opening a named pipe blocks until a writer comes, and
// the run reports what is no regular file (FL905) without opening it.
func readable(paths []string) error {
	for _, p := range paths {
		info, err := os.Stat(p)
		if err != nil || !info.Mode().IsRegular() {
			continue // a missing path, a directory or a FIFO is reported by the run itself
		}
		f, err := os.Open(p)
		if err != nil {
			return fmt.Errorf("cannot read %s: %w", p, err)
		}
		f.Close()
	}
	return nil
}
