package linter

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/filter"
	"github.com/flinklint/flinklint/jvmparse"
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
	".ipynb": true, ".zpln": true, ".java": true, ".scala": true, ".kt": true,
}

// isCandidateName reports whether a file name is worth reading: a source
// extension, the service file that registers table factories, a JVM
// source named *Factory (which may register one with @AutoService), or a
// Maven POM (the connector releases a project builds into its jar) or a
// Gradle or sbt build script (the jar it builds), or a
// Dockerfile (its copies into an image are linking evidence), or a
// Makefile or shell script (its `docker compose exec ... flink run` lines
// submit jobs), or a Python project's pyproject.toml or setup.py (the
// Python versions a PyFlink project states), or an environment file or
// its sample (.env.example: the passwords of the containers a Compose file
// starts), or a pip requirements file (the PyFlink version it pins).
func isCandidateName(name string) bool {
	return candidateExts[strings.ToLower(path.Ext(name))] || name == jvmparse.ServicesFileName || jvmparse.IsBuildFileName(name) ||
		jvmparse.AutoServiceCandidate(name) || deploy.IsDockerfileName(name) || deploy.IsScriptName(name) ||
		deploy.IsPythonProjectName(name) || deploy.IsDotEnvName(name) || deploy.IsRequirementsName(name)
}

// candidate is a file found by the walk, before it is read.
type candidate struct {
	abs string // absolute OS path
	rel string // slash path relative to the root
	// problem says why the file cannot be read (unreadable directory,
	// symlink loop, symlink leaving the root, not a regular file); it is
	// reported as FL905 and the file is not opened.
	problem string
	// unread is set with a problem that leaves something unread which
	// is there (a directory that cannot be listed, a file that cannot be
	// opened, a named pipe): the run is incomplete. A dangling symlink or
	// one leaving the root is not: nothing of the project is missing.
	unread bool
	// irregular is set for a named pipe, socket or device (problem says
	// which).
	irregular bool
	// note says why the entry is skipped without a finding; logged with
	// --verbose.
	note string
	// imported is set for a Python file that mentions no Flink API but
	// holds code a job runs (an imported module's SQL or settings): it is
	// read so that findings can point into it.
	imported bool
	// named is set for a file named on the command line: the user says it
	// is to be linted (a .sql file is then read as Flink SQL unless it
	// plainly is not).
	named bool
	// prefiltered is set once worthParsing passed the file, so that
	// parseOne does not run the same byte scans again.
	prefiltered bool
	// match is what the deployment readers' prefilters said of the file
	// (deploy.Prefilter; 0 when they did not run, or none matched): when
	// not 0, deploy.ReadMatched reads it without scanning it again.
	match deploy.Match
}

// discover walks the given paths on the real file system; see discoverFS.
func discover(root string, paths, excludes []string) ([]candidate, []error) {
	return discoverFS(osFS{}, root, paths, excludes)
}

// discoverFS walks the given paths and returns the candidate files, sorted
// by relative path and without duplicates. Explicitly named files are taken
// whatever .gitignore says; directories are walked with .gitignore rules
// (nested files, negations) and the default and --exclude exclusions.
// Symlinks are never followed out of the root nor into directories; an
// entry that cannot be listed or read becomes a candidate with a problem,
// so it is reported rather than dropped. Errors are only for the named
// paths themselves.
func discoverFS(fsys walkFS, root string, paths, excludes []string) ([]candidate, []error) {
	cands, _, errs := discoverListing(fsys, root, paths, excludes, 1)
	return cands, errs
}

// discoverListing is discoverFS on up to workers goroutines (the result is
// the same for any number) that also returns what the walk listed, for the
// import resolver.
func discoverListing(fsys walkFS, root string, paths, excludes []string, workers int) ([]candidate, *dirListing, []error) {
	w := &walker{fsys: fsys, root: root, realRoot: root, excludes: excludes, seen: map[string]bool{}, listed: newDirListing()}
	if r, err := fsys.EvalSymlinks(root); err == nil {
		w.realRoot = r
	}
	var errs []error
	for _, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if rel := relPath(root, abs); strings.HasPrefix(rel, "/") {
			errs = append(errs, fmt.Errorf("%s is outside the root %s (set --root)", p, root))
			continue
		}
		info, err := fsys.Stat(abs)
		if err != nil {
			// Name the path as the user wrote it, not the machine's absolute path.
			errs = append(errs, fmt.Errorf("%s: %s", p, errText(err)))
			continue
		}
		if !info.IsDir() {
			w.file(abs, true)
			continue
		}
		if err := w.walk(abs, newIgnorer(root, abs), workers); err != nil {
			errs = append(errs, err)
		}
	}
	sort.Slice(w.out, func(i, j int) bool { return w.out[i].rel < w.out[j].rel })
	return w.out, w.listed, errs
}

// dirListing records the directories a walk listed and their entries (by
// absolute path), so that "does this file exist?" needs no system call for
// a path the walk has seen, or whose parent it has seen and found no such
// entry in.
type dirListing struct {
	dirs map[string]bool
	// entries are the listed directories, symlinks and .py files: the
	// resolver asks only whether a .py file or its directory exists, and
	// building the path of every other entry was a tenth of the walk of a
	// large tree.
	entries map[string]bool
}

func newDirListing() *dirListing {
	return &dirListing{dirs: map[string]bool{}, entries: map[string]bool{}}
}

// exists answers for path p (absolute, clean) when the listing can: known is
// false when p is not in or directly below a listed directory. A nil
// listing knows nothing.
func (l *dirListing) exists(p string) (exists, known bool) {
	if l == nil {
		return false, false
	}
	dir := filepath.Dir(p)
	if l.dirs[dir] {
		if l.entries[p] {
			return true, true
		}
		return false, strings.HasSuffix(p, ".py") // other files are not recorded
	}
	if parent := filepath.Dir(dir); parent != dir && l.dirs[parent] && !l.entries[dir] {
		return false, true // the directory p would be in does not exist
	}
	return false, false
}

// walker is the state of one discovery.
type walker struct {
	fsys           walkFS
	root, realRoot string
	excludes       []string
	seen           map[string]bool
	out            []candidate
	listed         *dirListing
}

func (w *walker) add(c candidate) {
	if w.seen[c.rel] {
		return
	}
	for _, g := range w.excludes {
		if filter.MatchGlob(g, c.rel) {
			return
		}
	}
	w.seen[c.rel] = true
	w.out = append(w.out, c)
}

// walk walks the directory start on up to workers goroutines. What it finds
// is added once the walk is over, in path order, so the result does not
// depend on which goroutine listed what. A directory below start that cannot
// be listed is reported; start itself is an error.
func (w *walker) walk(start string, ign *ignorer, workers int) error {
	dw := &dirWalk{w: w, sem: make(chan struct{}, max(workers, 1)-1)}
	if err := dw.dir(start, ign, true); err != nil {
		return err
	}
	dw.wg.Wait()
	if dw.panicked != nil {
		panic(dw.panicked)
	}
	sort.Slice(dw.found, func(i, j int) bool { return dw.found[i].rel < dw.found[j].rel })
	for _, c := range dw.found {
		w.add(c)
	}
	return nil
}

// dirWalk is one parallel walk: each directory is listed on a goroutine of
// its own while one is free, else on the goroutine that found it.
type dirWalk struct {
	w   *walker
	sem chan struct{} // a slot per goroutine that may run besides the caller's
	wg  sync.WaitGroup

	mu       sync.Mutex
	found    []candidate
	panicked any // the first panic of a walk goroutine, raised again by walk
}

// dir lists one directory and walks the directories in it.
func (dw *dirWalk) dir(abs string, ign *ignorer, start bool) error {
	w := dw.w
	rel := relPath(w.root, abs)
	entries, err := w.fsys.ReadDir(abs)
	if err != nil {
		if start {
			return err
		}
		dw.record(abs, nil, []candidate{{abs: abs, rel: rel, problem: "cannot list directory: " + errText(err), unread: true}})
		return nil
	}
	// Only a listed .gitignore is read: trying every directory cost an open
	// per directory. (An unlistable directory's rules would only apply to
	// entries that are not walked.) Its rules hold below this directory
	// only, so the ignorer with them goes down this subtree alone.
	for _, e := range entries {
		if e.Name() == ".gitignore" {
			ign = ign.with(abs, rel)
			break
		}
	}
	var found []candidate
	var listed []string
	for _, e := range entries {
		name := e.Name()
		recorded := e.IsDir() || e.Type()&fs.ModeSymlink != 0 || strings.HasSuffix(name, ".py")
		if !recorded && !isCandidateName(name) {
			continue // most entries of a large tree: no path built for them
		}
		p := filepath.Join(abs, name)
		if recorded {
			listed = append(listed, p)
		}
		prel := relPath(w.root, p)
		if e.IsDir() {
			if excludedDir(e.Name()) || ign.ignored(prel, true) || excludedGlob(w.excludes, prel) {
				continue
			}
			dw.subdir(p, ign)
			continue
		}
		if !isCandidateName(e.Name()) {
			if e.Type()&fs.ModeSymlink != 0 {
				if info, err := w.fsys.Stat(p); err == nil && info.IsDir() && !ign.ignored(prel, true) {
					found = append(found, candidate{abs: p, rel: prel, note: "symlink to a directory: not followed"})
				}
			}
			continue
		}
		if ign.ignored(prel, false) {
			continue
		}
		if e.Type().IsRegular() {
			// The listing already says what file's Lstat would: a regular
			// file, not a symlink. One system call less per file.
			found = append(found, candidate{abs: p, rel: prel})
			continue
		}
		found = append(found, w.classify(p, false))
	}
	dw.record(abs, listed, found)
	return nil
}

// subdir walks directory p on a free goroutine, or on this one.
func (dw *dirWalk) subdir(p string, ign *ignorer) {
	select {
	case dw.sem <- struct{}{}:
		dw.wg.Add(1)
		go func() {
			defer func() {
				if r := recover(); r != nil {
					dw.mu.Lock()
					if dw.panicked == nil {
						dw.panicked = r
					}
					dw.mu.Unlock()
				}
				<-dw.sem
				dw.wg.Done()
			}()
			_ = dw.dir(p, ign, false)
		}()
	default:
		_ = dw.dir(p, ign, false)
	}
}

// record adds what one directory's listing gave.
func (dw *dirWalk) record(dir string, listed []string, found []candidate) {
	dw.mu.Lock()
	defer dw.mu.Unlock()
	if listed != nil {
		dw.w.listed.dirs[dir] = true
		for _, p := range listed {
			dw.w.listed.entries[p] = true
		}
	}
	dw.found = append(dw.found, found...)
}

// file adds one file named on the command line.
func (w *walker) file(abs string, named bool) { w.add(w.classify(abs, named)) }

// classify makes the candidate of one file entry with a source extension
// (or named on the command line) before it is read.
func (w *walker) classify(abs string, named bool) candidate {
	rel := relPath(w.root, abs)
	c := candidate{abs: abs, rel: rel, named: named}
	info, err := w.fsys.Lstat(abs)
	if err != nil {
		c.problem, c.unread = errText(err), true
		return c
	}
	if info.Mode()&fs.ModeSymlink != 0 {
		target, err := w.fsys.EvalSymlinks(abs)
		switch {
		case err != nil:
			c.problem = "broken symlink or symlink loop: " + errText(err)
		case !within(w.realRoot, target):
			c.problem = "symlink to a file outside the repository root: not followed"
		default:
			if info, err = w.fsys.Stat(abs); err != nil {
				c.problem, c.unread = errText(err), true
			}
		}
		if c.problem != "" {
			return c
		}
	}
	switch {
	case info.IsDir():
		if !named {
			c.note = "symlink to a directory: not followed"
		}
	case !info.Mode().IsRegular():
		c.problem, c.unread, c.irregular = "not a regular file ("+fileType(info.Mode())+"): not read", true, true
	}
	return c
}

// contextIrregular turns the named pipes, sockets and devices outside the
// paths the run reports on (reportOn; nil: it reports on all) into notes:
// skipped without a finding, they do not make the run incomplete. Git
// cannot hold such a file, so no committed part of the project (a job's
// deployment, session or module) is missing when one is not read; it is
// a runtime artifact of the working tree (a tool's socket or FIFO), and
// counting it would fail every check of a file of the project. Within
// the reported paths (named, or under a named directory) one stays FL905
// and the run incomplete. cands is not changed (a Listing keeps it).
func contextIrregular(cands []candidate, reportOn map[string]bool) []candidate {
	if reportOn == nil {
		return cands
	}
	var out []candidate
	for i, c := range cands {
		if !c.irregular || c.named || inReport(reportOn, c.rel) {
			if out != nil {
				out = append(out, c)
			}
			continue
		}
		if out == nil {
			out = append(make([]candidate, 0, len(cands)), cands[:i]...)
		}
		c.note = strings.TrimSuffix(c.problem, ": not read") + ", outside the paths checked: not read"
		c.problem, c.unread = "", false
		out = append(out, c)
	}
	if out == nil {
		return cands
	}
	return out
}

// within reports whether p is root or below it (both cleaned, absolute).
func within(root, p string) bool {
	rel, err := filepath.Rel(root, p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}

func fileType(m fs.FileMode) string {
	switch {
	case m&fs.ModeNamedPipe != 0:
		return "named pipe"
	case m&fs.ModeSocket != 0:
		return "socket"
	case m&fs.ModeDevice != 0:
		return "device"
	case m&fs.ModeIrregular != 0:
		return "irregular file"
	}
	return m.Type().String()
}

// errText is an error's text without the absolute path *fs.PathError puts
// in front, so findings never show paths of the machine.
func errText(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err.Error()
	}
	return err.Error()
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

// with returns the ignorer for the subtree of dir: ig with the rules of
// dir/.gitignore after its own. ig is not changed (walks of other subtrees
// share it).
func (ig *ignorer) with(dir, rel string) *ignorer {
	sub := &ignorer{rules: ig.rules[:len(ig.rules):len(ig.rules)]} // appending copies
	sub.load(dir, rel)
	if len(sub.rules) == len(ig.rules) {
		return ig
	}
	return sub
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
			// Not HasPrefix(rel, r.base+"/"): this runs for every rule and
			// every entry of the walk.
			if len(rel) <= len(r.base) || rel[len(r.base)] != '/' || !strings.HasPrefix(rel, r.base) {
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
	if !strings.Contains(pattern, "**") {
		// Without "**" each segment matches one segment: what the general
		// case computes, without its allocations (it runs for every rule
		// and every entry of the walk).
		for {
			p, pRest, pMore := strings.Cut(pattern, "/")
			n, nRest, nMore := strings.Cut(name, "/")
			if m, _ := path.Match(p, n); !m || pMore != nMore {
				return false
			}
			if !pMore {
				return true
			}
			pattern, name = pRest, nRest
		}
	}
	return globMatchSegments(pattern, name)
}

// globMatchSegments is globMatch's general case (FuzzGlobMatch checks the
// shortcut for patterns without "**" against it).
func globMatchSegments(pattern, name string) bool {
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
