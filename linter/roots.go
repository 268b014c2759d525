package linter

import (
	"fmt"
	"os"
	"path"
	"path/filepath"

	"github.com/flinklint/flinklint/config"
	"github.com/flinklint/flinklint/filter"
)

// This file decides where a run's root is, what it reads and which paths
// it reports on.
//
// The project's context (its deployments, sessions and settings) comes from
// the project directory whatever paths are named: --root, else the
// directory of the configuration found from the first path upwards, else
// the repository root above it. The run reads the whole project directory;
// the named paths choose what is reported. Finding paths stay relative to
// the repository root (--root, else the git work tree above the project
// directory, else the working directory when it holds it), so that a project in a subdirectory of a repository reports
// paths the repository's tools (SARIF upload, links to the code) know.
// Outside any project (no configuration, no repository), only the named
// paths are read, and the outcome says so (Outcome.Context).

// runScope is where a run reads and what it reports.
type runScope struct {
	root     string          // absolute
	paths    []string        // what the walk reads
	reportOn map[string]bool // root-relative files, and directories as "dir/"; nil: everything read
	named    map[string]bool // root-relative files named (not changed)
	// context says why the run read less than a project ("": it read one).
	context string
}

// scopeOf decides the scope of a run over paths (default "."): root is
// --root ("" when not given).
func scopeOf(root string, paths []string, changed bool) (runScope, error) {
	if len(paths) == 0 {
		paths = []string{"."}
	}
	abs := make([]string, len(paths))
	for i, p := range paths {
		a, err := filepath.Abs(p)
		if err != nil {
			return runScope{}, err
		}
		abs[i] = a
	}
	explicit := root != ""
	if explicit {
		a, err := filepath.Abs(root)
		if err != nil {
			return runScope{}, err
		}
		root = a
	} else {
		dir, err := config.ProjectDir(startDir(abs[0]))
		if err != nil {
			return runScope{}, err
		}
		root = dir
	}
	for i, a := range abs {
		if root == "" || within(root, a) {
			continue
		}
		if explicit {
			return runScope{}, fmt.Errorf("%s is outside the root %s (set --root)", paths[i], root)
		}
		// Paths of several projects: each would need its own context.
		return alone(abs, fmt.Sprintf("%s and %s are in different projects", paths[0], paths[i])), nil
	}
	if root == "" {
		return alone(abs, fmt.Sprintf("no %s and no git repository above %s", ".flinklint.yaml", paths[0])), nil
	}
	project := root
	if !explicit {
		root = reportRoot(project)
	}
	sc := runScope{root: root, paths: []string{project}}
	whole := false
	for _, a := range abs {
		if a == project {
			whole = true
		}
	}
	if whole {
		return sc, nil
	}
	sc.reportOn, sc.named = map[string]bool{}, map[string]bool{}
	for _, a := range abs {
		rel := relPath(root, a)
		if info, err := os.Stat(a); err == nil && info.IsDir() {
			sc.reportOn[rel+"/"] = true
			continue
		}
		sc.reportOn[rel] = true
		if !changed {
			// A named file is also walked on its own: it is read whatever
			// .gitignore says, and one that does not exist is an error of
			// the run. A changed file may be a deleted one.
			sc.paths = append(sc.paths, a)
			sc.named[rel] = true
		}
	}
	if touchesConfig(sc.reportOn) {
		sc.reportOn = nil // the configuration changed: every finding may have
	}
	return sc, nil
}

// reportRoot is the directory finding paths are relative to for a
// project directory: the git work tree that holds it, else the working
// directory when it holds the project, else the project directory.
func reportRoot(project string) string {
	for d := project; ; {
		if _, err := os.Stat(filepath.Join(d, ".git")); err == nil {
			return d
		}
		parent := filepath.Dir(d)
		if parent == d {
			break
		}
		d = parent
	}
	if wd, err := os.Getwd(); err == nil && within(wd, project) {
		return wd
	}
	return project
}

// alone is the scope of named paths in no project (or in several): only
// they are read, from their deepest common directory. The whole file
// system above them is no project to read.
func alone(abs []string, why string) runScope {
	dirs := make([]string, len(abs))
	for i, a := range abs {
		dirs[i] = startDir(a)
	}
	return runScope{root: commonDir(dirs), paths: abs,
		context: why + ": only the named paths were read, without the rest of their project (deployments, settings); set --root DIR or add a .flinklint.yaml at the project's root"}
}

// startDir is the directory a path's project is looked for from: the
// path itself when it is a directory, else its directory.
func startDir(abs string) string {
	if info, err := os.Stat(abs); err == nil && info.IsDir() {
		return abs
	}
	return filepath.Dir(abs)
}

// commonDir is the deepest directory that holds every one of dirs
// (absolute, cleaned).
func commonDir(dirs []string) string {
	common := dirs[0]
	for _, d := range dirs[1:] {
		for !within(common, d) {
			parent := filepath.Dir(common)
			if parent == common {
				break
			}
			common = parent
		}
	}
	return common
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

// inReport reports whether root-relative path p is among those a run
// reports on (filter.Covers); a nil set reports everything.
func inReport(set map[string]bool, p string) bool {
	return set == nil || filter.Covers(set, p)
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
