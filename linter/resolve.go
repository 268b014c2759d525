package linter

import (
	"io/fs"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/flinklint/flinklint/pyparse"
)

// resolver lets pyparse follow `import helpers` / `from .sql import X` to
// Python files of the same repository: relative imports from the package of
// the file that writes them (the job's file or a module it imports),
// absolute ones from the job file's own directory (a script's directory is
// on sys.path) and then from the root. It only reads files. realRoot is
// root with its symlinks resolved.
func resolver(fsys walkFS, root, realRoot, importer string, maxSize int64, seen *pathCache) pyparse.Resolver {
	dir := path.Dir(importer)
	return func(from, module string) (string, []byte, bool) {
		var bases []string
		name := module
		if strings.HasPrefix(module, ".") {
			trimmed := strings.TrimLeft(module, ".")
			up := len(module) - len(trimmed) - 1
			base := path.Dir(from)
			for i := 0; i < up; i++ {
				base = path.Dir(base)
			}
			bases, name = []string{base}, trimmed
		} else {
			// The script's directory, then the root; a package import
			// (`from jobs.sinks import x` in src/jobs/main.py) also from each
			// directory above the script, the one that holds the package
			// being on the path (a src/ layout). A plain module (os, json)
			// is looked for only beside the script and at the root.
			bases = []string{dir}
			if strings.Contains(module, ".") {
				for d := dir; d != "." && d != "/" && d != ""; {
					d = path.Dir(d)
					bases = append(bases, d)
				}
			} else if dir != "." {
				bases = append(bases, ".")
			}
		}
		rel := strings.ReplaceAll(name, ".", "/")
		try := func(b string) (string, []byte, bool) {
			for _, cand := range []string{rel + ".py", rel + "/__init__.py"} {
				p := path.Clean(path.Join(b, cand))
				if strings.HasPrefix(p, "../") || path.IsAbs(p) {
					continue
				}
				full := filepath.Join(root, filepath.FromSlash(p))
				// Most candidates do not exist (import os, json, pyflink...):
				// one Lstat rules them out, where EvalSymlinks would Lstat
				// every component of the path.
				if !seen.exists(fsys, full) {
					continue
				}
				if !seen.inside(fsys, realRoot, full) {
					continue // missing, or a symlink leaving the root
				}
				src, err := readLimited(fsys, full, maxSize)
				if err == nil {
					return p, src, true
				}
			}
			return "", nil, false
		}
		for _, b := range bases {
			if p, src, ok := try(b); ok {
				return p, src, true
			}
		}
		if !strings.HasPrefix(module, ".") {
			// A package the repository installs from a src layout
			// (`pip install -e libs/common` puts libs/common/src on the path).
			top, _, _ := strings.Cut(name, ".")
			if srcs := seen.srcRoots(fsys, root, top); len(srcs) == 1 {
				return try(srcs[0])
			}
		}
		return "", nil, false
	}
}

// srcRoots are the src directories of the repository's installable
// projects that hold a package named top: <dir>/src/<top>/ beside
// <dir>/pyproject.toml, setup.py or setup.cfg, as root-relative paths. Only
// the directories discovery listed are looked at; the answer is kept for
// the run.
func (c *pathCache) srcRoots(fsys walkFS, root, top string) []string {
	if c.listing == nil || top == "" {
		return nil
	}
	if v, ok := c.srcs.Load(top); ok {
		return v.([]string)
	}
	var out []string
	for d := range c.listing.dirs {
		if filepath.Base(d) != top || filepath.Base(filepath.Dir(d)) != "src" {
			continue
		}
		src := filepath.Dir(d)
		project := filepath.Dir(src)
		for _, marker := range []string{"pyproject.toml", "setup.py", "setup.cfg"} {
			if _, err := fsys.Lstat(filepath.Join(project, marker)); err == nil {
				if rel, err := filepath.Rel(root, src); err == nil && !strings.HasPrefix(rel, "..") {
					out = append(out, filepath.ToSlash(rel))
				}
				break
			}
		}
	}
	sort.Strings(out)
	c.srcs.Store(top, out)
	return out
}

// pathCache remembers, for one run, which import candidates exist: every
// job of a repository asks for the same root-level candidates (os.py,
// json/__init__.py ...). Safe for concurrent use; the answers do not depend
// on the order of the questions, so output stays independent of --jobs.
type pathCache struct {
	// listing is what discovery listed: it answers for most candidates
	// without a system call. Read-only once parsing starts.
	listing *dirListing
	known   sync.Map // path -> bool, for the paths listing does not know
	srcs    sync.Map // package name -> srcRoots' answer
	reals   sync.Map // directory -> realDir, its symlinks resolved
}

// realDir is a directory's EvalSymlinks answer.
type realDir struct {
	path string
	ok   bool
}

// inside reports whether full exists and, its symlinks resolved, lies
// within realRoot: what EvalSymlinks(full) and within(realRoot, ...) answer,
// with the directory's resolution kept for the run. EvalSymlinks Lstats
// every component of the path; the JVM resolver asks for a class of the
// same source directory again and again (issue 44), and the Python one for
// the modules of a package. A file that is itself
// a symlink is resolved in full. A nil cache resolves every path.
func (c *pathCache) inside(fsys walkFS, realRoot, full string) bool {
	if c == nil {
		real, err := fsys.EvalSymlinks(full)
		return err == nil && within(realRoot, real)
	}
	fi, err := fsys.Lstat(full)
	if err != nil {
		return false
	}
	if fi.Mode()&fs.ModeSymlink != 0 {
		real, err := fsys.EvalSymlinks(full)
		return err == nil && within(realRoot, real)
	}
	dir := filepath.Dir(full)
	var d realDir
	if v, ok := c.reals.Load(dir); ok {
		d = v.(realDir)
	} else {
		real, err := fsys.EvalSymlinks(dir)
		d = realDir{path: real, ok: err == nil}
		c.reals.Store(dir, d)
	}
	return d.ok && within(realRoot, filepath.Join(d.path, filepath.Base(full)))
}

func (c *pathCache) exists(fsys walkFS, full string) bool {
	if ok, known := c.listing.exists(full); known {
		return ok
	}
	if v, ok := c.known.Load(full); ok {
		return v.(bool)
	}
	_, err := fsys.Lstat(full)
	c.known.Store(full, err == nil)
	return err == nil
}
