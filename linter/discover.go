package linter

import (
	"bufio"
	"bytes"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/flinklint/flinklint/filter"
)

// DefaultExcludedDirs are directory names never walked into: VCS data,
// dependency and build output trees.
var DefaultExcludedDirs = []string{".git", ".hg", ".svn", "node_modules", ".venv", "venv", "__pycache__", "target", "build", "dist", ".tox", ".mypy_cache", ".terraform", "cdk.out"}

// candidateExts are the extensions worth reading at all; everything else is
// skipped by name.
var candidateExts = map[string]bool{
	".sql": true, ".q": true, ".py": true,
	".yaml": true, ".yml": true, ".json": true, ".jsonc": true, ".template": true,
	".tf": true, ".tfvars": true, ".ts": true, ".mts": true, ".cts": true,
}

// candidate is a file found by the walk, before it is read.
type candidate struct {
	abs string // absolute OS path
	rel string // slash path relative to the root
}

// discover walks the given paths and returns the candidate files, sorted by
// relative path and without duplicates. Explicitly named files are taken
// whatever .gitignore says; directories are walked with .gitignore rules
// (nested files, negations) and the default and --exclude exclusions.
func discover(root string, paths, excludes []string) ([]candidate, []error) {
	seen := map[string]bool{}
	var out []candidate
	var errs []error
	add := func(abs string) {
		rel := relPath(root, abs)
		if seen[rel] {
			return
		}
		for _, g := range excludes {
			if filter.MatchGlob(g, rel) {
				return
			}
		}
		seen[rel] = true
		out = append(out, candidate{abs: abs, rel: rel})
	}
	for _, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		info, err := os.Stat(abs)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if !info.IsDir() {
			add(abs)
			continue
		}
		ign := newIgnorer(root, abs)
		err = filepath.WalkDir(abs, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				if p == abs {
					return err
				}
				return nil // unreadable entry below: skip it, go on
			}
			rel := relPath(root, p)
			if d.IsDir() {
				if p != abs && (excludedDir(d.Name()) || ign.ignored(rel, true) || excludedGlob(excludes, rel)) {
					return filepath.SkipDir
				}
				ign.load(p, rel)
				return nil
			}
			if !d.Type().IsRegular() && d.Type()&fs.ModeSymlink == 0 {
				return nil
			}
			if !candidateExts[strings.ToLower(path.Ext(d.Name()))] || ign.ignored(rel, false) {
				return nil
			}
			add(p)
			return nil
		})
		if err != nil {
			errs = append(errs, err)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].rel < out[j].rel })
	return out, errs
}

func excludedDir(name string) bool {
	for _, d := range DefaultExcludedDirs {
		if name == d {
			return true
		}
	}
	return false
}

func excludedGlob(globs []string, rel string) bool {
	for _, g := range globs {
		if filter.MatchGlob(g, rel) || filter.MatchGlob(g, rel+"/") {
			return true
		}
	}
	return false
}

// relPath is p relative to root, slash-separated; a path outside root stays
// absolute (slash-separated).
func relPath(root, p string) string {
	rel, err := filepath.Rel(root, p)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return filepath.ToSlash(p)
	}
	return filepath.ToSlash(rel)
}

// ignorer applies .gitignore files: the ones between the root and the
// walk's start, and the nested ones the walk meets. Later rules (deeper
// files, later lines) win, so a negation re-includes.
type ignorer struct {
	rules []ignoreRule
}

type ignoreRule struct {
	base    string // slash dir of the .gitignore, relative to the root ("" for root)
	pattern string
	negate  bool
	dirOnly bool
	anchor  bool // pattern contains a slash: matched against the path below base
}

func newIgnorer(root, start string) *ignorer {
	ig := &ignorer{}
	rel := relPath(root, start)
	if strings.HasPrefix(rel, "/") {
		return ig
	}
	// .gitignore files of the ancestors of start, root first.
	dirs := []string{"."}
	if rel != "." {
		parts := strings.Split(rel, "/")
		for i := 1; i < len(parts); i++ {
			dirs = append(dirs, strings.Join(parts[:i], "/"))
		}
	}
	for _, d := range dirs {
		ig.load(filepath.Join(root, filepath.FromSlash(d)), d)
	}
	return ig
}

// load reads dir/.gitignore, if any.
func (ig *ignorer) load(dir, rel string) {
	data, err := os.ReadFile(filepath.Join(dir, ".gitignore"))
	if err != nil {
		return
	}
	base := rel
	if base == "." {
		base = ""
	}
	for _, r := range ig.rules {
		if r.base == base {
			return // already loaded (an ancestor of the start)
		}
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := strings.TrimRight(sc.Text(), " \t\r")
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		r := ignoreRule{base: base}
		if strings.HasPrefix(line, "!") {
			r.negate = true
			line = line[1:]
		}
		line = strings.TrimPrefix(line, "\\")
		if strings.HasSuffix(line, "/") {
			r.dirOnly = true
			line = strings.TrimSuffix(line, "/")
		}
		if strings.Contains(line, "/") {
			r.anchor = true
			line = strings.TrimPrefix(line, "/")
		}
		if line == "" {
			continue
		}
		r.pattern = line
		ig.rules = append(ig.rules, r)
	}
}

// ignored reports whether rel (a slash path relative to the root) is ignored.
func (ig *ignorer) ignored(rel string, isDir bool) bool {
	ignored := false
	for _, r := range ig.rules {
		sub := rel
		if r.base != "" {
			if !strings.HasPrefix(rel, r.base+"/") {
				continue
			}
			sub = rel[len(r.base)+1:]
		}
		if r.dirOnly && !isDir {
			continue
		}
		var ok bool
		if r.anchor {
			ok = globMatch(r.pattern, sub)
		} else {
			ok = globMatch(r.pattern, path.Base(sub))
		}
		if ok {
			ignored = !r.negate
		}
	}
	return ignored
}

// globMatch matches a gitignore glob against a slash path; "**" matches any
// number of segments. Dynamic programming over (pattern, path) segments
// keeps it linear in their product whatever the number of "**".
func globMatch(pattern, name string) bool {
	pat, segs := strings.Split(pattern, "/"), strings.Split(name, "/")
	// ok[j] reports whether pat[i:] matches segs[j:], for the current i.
	ok := make([]bool, len(segs)+1)
	ok[len(segs)] = true
	for i := len(pat) - 1; i >= 0; i-- {
		next := make([]bool, len(segs)+1)
		if pat[i] == "**" {
			for j := len(segs); j >= 0; j-- {
				next[j] = ok[j] || (j < len(segs) && next[j+1])
			}
		} else {
			for j := len(segs) - 1; j >= 0; j-- {
				m, _ := path.Match(pat[i], segs[j])
				next[j] = m && ok[j+1]
			}
		}
		ok = next
	}
	return ok[0]
}
