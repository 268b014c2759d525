// Package link links jobs and deployments on evidence only, in one place:
// which job files each deployment runs (Jobs, the rules of
// docs/linking.md), and which deployments of other files act on a
// deployment (Deployments: a HorizontalPodAutoscaler's scaleTargetRef, a
// FlinkSessionJob's session cluster). Readers never link; the model asks
// this package.
package link

import (
	"github.com/flinklint/flinklint/deploy"

	"fmt"
	"path"
	"sort"
	"strings"

	"github.com/flinklint/flinklint/internal/parallel"
)

// JobFile is a job entry file the linker can choose from.
type JobFile struct {
	Path   string // repository-relative, slash-separated
	Module string // dotted module name when derivable ("pkg.job"), else ""
	// EntryOnly marks a Python file with nothing for the rules (a DataStream
	// job with no setting, SQL or sink they read): a deployment that names it
	// as its entry point runs it, and must not be linked to a farther file
	// of the same name instead; no other rule links it.
	EntryOnly bool
	// Jars are, for a Java or Scala job file, the file names of the jars
	// the build of its module writes (Maven's target/); Classes the
	// qualified classes it declares, Main set when one has a main method;
	// Build the build file that names the jars, and BuildMain the class
	// that build's manifest names.
	Jars      []string
	Classes   []string
	Main      bool
	Build     string
	BuildMain string
	// BuildDir is the directory of the module that builds the jars: the
	// build file's, or a sub-project's of a multi-project build ("":
	// the build file's).
	BuildDir string
	// PropertyReads are the JSON files a JVM job file reads from its
	// module (getResource("flink-application-properties-dev.json")): the
	// runtime properties an AWS Managed Flink job loads when it runs
	// locally.
	PropertyReads []FileRead
}

// FileRead is a file a job reads, repository-relative, and the line of
// the job file that reads it.
type FileRead struct {
	Path string
	Line int
}

// DeploymentLink says which job files one deployment governs, and why.
type DeploymentLink struct {
	Deployment *deploy.Deployment
	Jobs       []string // job paths, sorted
	Why        string   // one or more sentences, for --explain-links
	// Session is set when the deployment runs its one SQL script in a
	// SQL client session after init scripts (sql-client.sh -i init.sql -f
	// job.sql): the job's statements see the tables, functions and
	// settings the init scripts leave in the session.
	Session *Session
}

// Session is a SQL client session: the scripts it runs, in order, the
// last one the job's.
type Session struct {
	// Scripts are the job paths of the init scripts, in the order the
	// client runs them, then the job's script.
	Scripts []string
	// Unknown is set when an init script names no job file flinklint can
	// tell (a path with a variable, one no file matches, or several): the
	// session may hold tables flinklint does not see.
	Unknown bool
}

// Mapping is an explicit deployment -> jobs mapping from .flinklint.yaml
// (`deployments: [{config: ..., jobs: [...]}]`). Config is the config file's
// repository-relative path or a path.Match glob; Jobs are job paths, globs,
// or directories (every job below them).
type Mapping struct {
	Config string
	Jobs   []string
}

// Jobs links each deployment to the job files it runs, in the order of
// deps: explicit mappings first (they win over every automatic rule for the
// configs they name), then the evidence rules of docs/linking.md. It runs
// on up to workers goroutines; each deployment is linked on its own against
// a read-only index, so the result is the same, in the same order, for any
// number of workers.
//
// copies are the build-context copies of the repository's Dockerfiles: a
// file copied to the path an entry point names is the file it runs.
func Jobs(deps []*deploy.Deployment, jobs []JobFile, copies []deploy.ImageCopy, mappings []Mapping, workers int) []DeploymentLink {
	return NewIndex(jobs).Jobs(deps, copies, mappings, workers)
}

// An Index is the job files a linker chooses among, indexed once: a
// client that links deployments again and again against the same job
// files (the language server, after each edit of a deployment) keeps it.
// It is read-only, safe for concurrent use.
type Index struct {
	full, entries *jobIndex
}

// NewIndex indexes job files for Index.Jobs.
func NewIndex(jobs []JobFile) *Index {
	var full []JobFile
	for _, j := range jobs {
		if !j.EntryOnly {
			full = append(full, j)
		}
	}
	x := &Index{full: newJobIndex(full), entries: newJobIndex(jobs)}
	x.entries.pathList = x.entries.allPaths()
	return x
}

// Jobs is the package's Jobs against the index's job files.
func (x *Index) Jobs(deps []*deploy.Deployment, copies []deploy.ImageCopy, mappings []Mapping, workers int) []DeploymentLink {
	ix := *x.full
	ix.entries = x.entries
	ix.copies = copies
	var live []*deploy.Deployment
	for _, d := range deps {
		if d != nil {
			live = append(live, d)
		}
	}
	out := make([]DeploymentLink, len(live))
	parallel.ForEachIndex(workers, len(live), func(i int) { out[i] = ix.link(live[i], mappings) })
	return out
}

// jobIndex indexes job files by base name for the entry-point rules.
type jobIndex struct {
	jobs []JobFile
	// suffixes holds every trailing run of whole path segments of a job
	// ("main.py", "b/main.py", "a/b/main.py"), sorted, and suffixJobs[i]
	// the job that ends with suffixes[i]: the jobs of one suffix are a run
	// of suffixJobs, in path order (withSuffix).
	suffixes   []string
	suffixJobs []int
	// entries, in the index of the jobs, also holds the EntryOnly files:
	// the entry-point rules choose among them.
	entries *jobIndex
	// copies are the Dockerfiles' copies into images.
	copies []deploy.ImageCopy
	// pathList are the jobs' paths (allPaths), when computed once.
	pathList []string
}

func newJobIndex(jobs []JobFile) *jobIndex {
	sorted := append([]JobFile(nil), jobs...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Path < sorted[j].Path })
	ix := &jobIndex{jobs: sorted}
	n := 0
	for _, j := range sorted {
		n += strings.Count(j.Path, "/") + 1
	}
	ix.suffixes, ix.suffixJobs = make([]string, 0, n), make([]int, 0, n)
	for i, j := range sorted {
		for at := len(j.Path); at > 0; {
			at = strings.LastIndexByte(j.Path[:at], '/') // -1: the whole path is next
			ix.suffixes, ix.suffixJobs = append(ix.suffixes, j.Path[at+1:]), append(ix.suffixJobs, i)
		}
	}
	sort.Sort(bySuffix{ix})
	return ix
}

// bySuffix sorts a jobIndex's suffixes, and the jobs of one suffix by
// their index (path order). No two entries are equal: a job's suffixes
// differ in length.
type bySuffix struct{ ix *jobIndex }

func (s bySuffix) Len() int { return len(s.ix.suffixes) }
func (s bySuffix) Less(a, b int) bool {
	x, y := s.ix.suffixes, s.ix.suffixJobs
	return x[a] < x[b] || x[a] == x[b] && y[a] < y[b]
}
func (s bySuffix) Swap(a, b int) {
	x, y := s.ix.suffixes, s.ix.suffixJobs
	x[a], x[b] = x[b], x[a]
	y[a], y[b] = y[b], y[a]
}

// withSuffix returns the jobs whose paths end with the whole path segments
// suffix, in path order. The caller must not modify the slice.
func (ix *jobIndex) withSuffix(suffix string) []int {
	lo, found := sort.Find(len(ix.suffixes), func(i int) int { return strings.Compare(suffix, ix.suffixes[i]) })
	if !found {
		return nil
	}
	hi := lo + sort.Search(len(ix.suffixes)-lo, func(i int) bool { return ix.suffixes[lo+i] != suffix })
	return ix.suffixJobs[lo:hi:hi]
}

func (ix *jobIndex) link(d *deploy.Deployment, mappings []Mapping) DeploymentLink {
	l := DeploymentLink{Deployment: d}
	cfgDir := path.Dir(d.Path)

	for _, m := range mappings {
		if !matchConfig(m.Config, d.Path) {
			continue
		}
		l.Jobs = ix.explicit(m.Jobs)
		l.Why = fmt.Sprintf(".flinklint.yaml maps %s to %s", d.Path, strings.Join(m.Jobs, ", "))
		if len(l.Jobs) == 0 {
			l.Why += ", which matches no job file"
		}
		return l
	}

	if d.Kind == deploy.AppProperties {
		if js, how := ix.entries.readersOf(d.Path); len(js) > 0 {
			l.Jobs, l.Why = ix.entries.paths(js), how
			return l
		}
	}

	var why []string
	if d.Runs != nil && d.Runs.Why != "" {
		why = append(why, d.Runs.Why)
	}
	inScope := func(string) bool { return true }
	scope := func(i int) bool { return inScope(ix.jobs[i].Path) }
	entryScope := func(i int) bool { return inScope(ix.entries.jobs[i].Path) }
	scopeDir := ""
	for _, e := range d.EntryPoints {
		if e.Kind != deploy.CodeAsset {
			continue
		}
		if dir, ok := ix.assetDir(cfgDir, e.Value); ok {
			scopeDir = dir
			inScope = func(p string) bool { return under(p, dir) }
			why = append(why, fmt.Sprintf("the code asset %q narrows the search to %s/", e.Value, dirName(dir)))
		} else {
			why = append(why, fmt.Sprintf("the code asset %q holds no job file, so it does not narrow the search", e.Value))
		}
		break
	}

	var found []int
	var jars []string
	var inits []string
	initUnknown := false
	firstInit := ""
	for _, e := range d.EntryPoints {
		var cands []int
		var how string
		switch e.Kind {
		case deploy.SQLInit:
			// The SQL client runs one init script, its first -i: it reads
			// the option's distinct values and keeps the first
			// (CliOptionsParser: checkUrl / parseURI, release-1.20.4 and
			// release-2.2.1-rc2).
			if firstInit != "" {
				if e.Value != firstInit {
					why = append(why, fmt.Sprintf("the SQL client runs only its first init script (-i %q): it does not run %q", firstInit, e.Value))
				}
				continue
			}
			firstInit = e.Value
			if strings.Contains(e.Value, "$") {
				initUnknown = true
				why = append(why, fmt.Sprintf("the init script %q is named by a variable, so the session may hold tables flinklint does not see", e.Value))
				continue
			}
			if verdict, img, imgWhy := ix.entries.throughService(ix.copies, d, e.Value); verdict == imageLinked {
				cands, how = img, imgWhy
			} else if verdict != imageConflict {
				cands, how = ix.entries.byFile(e.Value, cfgDir, scopeDir)
			}
			if len(cands) != 1 {
				initUnknown = true
				why = append(why, fmt.Sprintf("the init script %q matches %s", e.Value, matchCount(len(cands)))+how+
					", so the session may hold tables flinklint does not see")
				continue
			}
			inits = append(inits, ix.entries.jobs[cands[0]].Path)
			continue
		case deploy.PythonFile, deploy.SQLScript:
			verdict, img, imgWhy := ix.entries.throughService(ix.copies, d, e.Value)
			switch verdict {
			case imageLinked:
				cands, how = img, imgWhy
			case imageConflict:
				why = append(why, fmt.Sprintf("the entry point %s %q is a path in an image: ", entryName(d, e), e.Value)+imgWhy)
				continue
			default:
				if imgWhy != "" {
					why = append(why, fmt.Sprintf("the Dockerfiles do not decide the entry point %s %q: ", entryName(d, e), e.Value)+imgWhy)
				} else if _, missing, ok := MissingFromImage(ix.copies, ix.entries.allPaths(), e.Value); ok {
					why = append(why, fmt.Sprintf("the entry point %s %q is a path in an image that does not hold it: ", entryName(d, e), e.Value)+missing)
					continue
				}
				cands, how = ix.entries.byFile(e.Value, cfgDir, scopeDir)
			}
		case deploy.PythonModule:
			cands, how = ix.entries.byModule(e.Value, cfgDir, entryScope)
		case deploy.JarFile:
			if jc, jhow := ix.entries.byJar(d, e.Value, ix.copies); len(jc) > 0 {
				why = append(why, jhow)
				found = append(found, jc...)
			} else {
				if jhow != "" {
					why = append(why, jhow)
				}
				jars = append(jars, e.Value)
			}
			continue
		default:
			continue
		}
		if len(cands) == 0 {
			why = append(why, fmt.Sprintf("the entry point %s %q matches no job file", entryName(d, e), e.Value)+how)
			continue
		}
		if len(cands) > 1 {
			why = append(why, fmt.Sprintf("the entry point %s %q matches %s equally well", entryName(d, e), e.Value, ix.entries.names(cands))+how+
				"; which one it runs is not known, so it governs none of them (map it in .flinklint.yaml)")
			continue
		}
		why = append(why, fmt.Sprintf("the entry point %s %q matches %s", entryName(d, e), e.Value, ix.entries.names(cands))+how)
		found = append(found, cands...)
	}
	if len(found) > 0 {
		l.Jobs = ix.entries.paths(found)
		if (len(inits) > 0 || initUnknown) && len(l.Jobs) == 1 && hasEntry(d, deploy.SQLScript) && !hasPythonEntry(d) {
			l.Session = &Session{Scripts: append(inits, l.Jobs[0]), Unknown: initUnknown}
			if len(inits) > 0 {
				why = append(why, fmt.Sprintf("the SQL client runs %s in one session, in this order: %s sees the tables, functions and settings they leave",
					strings.Join(l.Session.Scripts, ", then "), l.Jobs[0]))
			}
		}
		l.Why = sentences(why)
		return l
	}
	return ix.linkWithoutEntry(l, d, why, jars, scope, scopeDir)
}

// readersOf returns the job files that read the runtime properties file p
// (an AWS application_properties JSON in a module's resources, which the
// job loads with KinesisAnalyticsRuntime.getApplicationProperties when it
// runs locally), and a sentence that says where.
func (ix *jobIndex) readersOf(p string) ([]int, string) {
	var out []int
	var at []string
	for i, j := range ix.jobs {
		for _, r := range j.PropertyReads {
			if r.Path == p {
				out = append(out, i)
				at = append(at, fmt.Sprintf("%s:%d", j.Path, r.Line))
				break
			}
		}
	}
	if len(out) == 0 {
		return nil, ""
	}
	return out, fmt.Sprintf("It holds the runtime properties (property groups) the job reads from it: %s reads it by name.", strings.Join(at, ", "))
}

// linkWithoutEntry links a deployment none of whose entry points names a
// job file. Only two facts still tie it to jobs: a code asset that names
// their directory, and a Flink config file sitting beside them. Anything
// else would be a guess, so the deployment governs nothing.
func (ix *jobIndex) linkWithoutEntry(l DeploymentLink, d *deploy.Deployment, why, jars []string, scope func(int) bool, scopeDir string) DeploymentLink {
	cfgDir := path.Dir(d.Path)
	named := hasPythonEntry(d) || hasEntry(d, deploy.SQLScript)
	switch {
	case len(jars) > 0 && !named:
		l.Why = sentences(append(why, fmt.Sprintf("it runs the jar %s and names no Python or SQL entry point, so it governs no job file", strings.Join(quoteAll(jars), ", "))))
		return l
	case scopeDir != "" && !named:
		if js := ix.filter(scope); len(js) > 0 {
			l.Jobs = ix.paths(js)
			l.Why = sentences(append(why, fmt.Sprintf("it governs the job files under %s/", dirName(scopeDir))))
			return l
		}
	case d.Kind == deploy.FlinkConfig:
		// In a conf/ directory (Flink's distribution layout: FLINK_HOME/conf
		// beside the jobs it runs), it also governs the jobs of the
		// directory that holds conf/.
		home := ""
		if path.Base(cfgDir) == "conf" && flinkKeys(d.FlinkConfig) {
			home = path.Dir(cfgDir)
		}
		beside := func(i int) bool { dir := path.Dir(ix.jobs[i].Path); return dir == cfgDir || dir == home }
		if js := ix.filter(beside); len(js) > 0 {
			l.Jobs = ix.paths(js)
			where := fmt.Sprintf("in its own directory %s/", dirName(cfgDir))
			if home != "" {
				where = fmt.Sprintf("in its own directory %s/ and in %s/, which holds that conf/ directory as a Flink distribution does", dirName(cfgDir), dirName(home))
			}
			l.Why = sentences(append(why, fmt.Sprintf("a Flink config file governs the job files %s: %s", where, ix.names(js))))
			return l
		}
		if home != "" {
			l.Why = sentences(append(why, fmt.Sprintf("a Flink config file governs only the job files in its own directory and in the directory that holds its conf/ directory, and neither %s/ nor %s/ holds one (map it in .flinklint.yaml)", dirName(cfgDir), dirName(home))))
			return l
		}
		l.Why = sentences(append(why, fmt.Sprintf("a Flink config file governs only the job files in its own directory, and %s/ holds none (map it in .flinklint.yaml)", dirName(cfgDir))))
		return l
	}
	if named {
		l.Why = sentences(append(why, "it governs no job file (map it in .flinklint.yaml if it runs one)"))
		return l
	}
	l.Why = sentences(append(why, "it names no entry point flinklint can match, so it governs no job file (map it in .flinklint.yaml)"))
	return l
}

// flinkKeys reports whether a configuration sets a key of Flink's own
// families, not only names a config.yaml might hold for anything.
func flinkKeys(props []deploy.Property) bool {
	for _, p := range props {
		for _, prefix := range []string{"jobmanager.", "taskmanager.", "execution.", "state.", "scheduler-mode", "parallelism.default", "pipeline.", "rest.", "restart-strategy", "high-availability"} {
			if strings.HasPrefix(p.Key, prefix) {
				return true
			}
		}
	}
	return false
}

func hasEntry(d *deploy.Deployment, kind deploy.EntryKind) bool {
	for _, e := range d.EntryPoints {
		if e.Kind == kind {
			return true
		}
	}
	return false
}

func hasPythonEntry(d *deploy.Deployment) bool {
	for _, e := range d.EntryPoints {
		if e.Kind == deploy.PythonFile || e.Kind == deploy.PythonModule {
			return true
		}
	}
	return false
}

func quoteAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = fmt.Sprintf("%q", s)
	}
	return out
}

func entryName(d *deploy.Deployment, e deploy.EntryPoint) string {
	switch {
	case d.Kind == deploy.K8sOperator && e.Kind == deploy.PythonFile:
		return "-py"
	case d.Kind == deploy.K8sOperator && e.Kind == deploy.PythonModule:
		return "-pym"
	case e.Kind == deploy.SQLScript:
		return "SQL script argument"
	case e.Kind == deploy.PythonFile:
		return "python"
	case e.Kind == deploy.PythonModule:
		return "pyModule"
	}
	return string(e.Kind)
}

func sentences(parts []string) string {
	var b strings.Builder
	for _, p := range parts {
		if p == "" {
			continue
		}
		if b.Len() > 0 {
			b.WriteString(" ")
		}
		b.WriteString(strings.ToUpper(p[:1]) + p[1:])
		if !strings.HasSuffix(p, ".") {
			b.WriteString(".")
		}
	}
	return b.String()
}

func dirName(d string) string {
	if d == "." || d == "" {
		return "."
	}
	return d
}

// under reports whether file p lies in directory dir ("." is everything).
func under(p, dir string) bool {
	// Not HasPrefix(p, dir+"/"): the linker asks this for every candidate of
	// every deployment, and the concatenation allocated each time.
	return dir == "." || dir == "" || len(p) > len(dir) && p[len(dir)] == '/' && strings.HasPrefix(p, dir)
}

func matchConfig(pattern, p string) bool {
	pattern = strings.TrimPrefix(path.Clean(pattern), "./")
	if pattern == p {
		return true
	}
	ok, _ := path.Match(pattern, p)
	return ok
}

// explicit returns the jobs named by mapping patterns.
func (ix *jobIndex) explicit(patterns []string) []string {
	var sel []int
	for i, j := range ix.jobs {
		for _, pat := range patterns {
			pat = strings.TrimSuffix(strings.TrimPrefix(path.Clean(pat), "./"), "/")
			ok, _ := path.Match(pat, j.Path)
			if ok || j.Path == pat || under(j.Path, pat) {
				sel = append(sel, i)
				break
			}
		}
	}
	return ix.paths(sel)
}

// assetDir resolves a CDK asset path relative to the config's directory,
// then to each directory above it (the CDK app runs from its root, where
// cdk.json is), nearest first; ok when it holds at least one job.
func (ix *jobIndex) assetDir(cfgDir, v string) (string, bool) {
	v = strings.ReplaceAll(v, "\\", "/")
	var cands []string
	for dir := cfgDir; ; dir = path.Dir(dir) {
		cands = append(cands, path.Join(dir, v))
		if dir == "." || dir == "/" || dir == "" {
			break
		}
	}
	cands = append(cands, path.Clean(strings.TrimPrefix(v, "/")))
	for _, c := range cands {
		if strings.HasPrefix(c, "../") || c == ".." {
			continue
		}
		if ix.holdsJobUnder(c) {
			return c, true
		}
	}
	return "", false
}

// holdsJobUnder reports whether some job lies under dir ("." or "": any
// job), by a binary search of the jobs, which are in path order.
func (ix *jobIndex) holdsJobUnder(dir string) bool {
	if dir == "." || dir == "" {
		return len(ix.jobs) > 0
	}
	prefix := dir + "/"
	i := sort.Search(len(ix.jobs), func(m int) bool { return ix.jobs[m].Path >= prefix })
	return i < len(ix.jobs) && strings.HasPrefix(ix.jobs[i].Path, prefix)
}

// byFile resolves a Python file entry point. A relative value (AWS run
// option `python`, a path inside the zip) must match a repository-relative
// suffix; an absolute one (operator -py /opt/flink/usrlib/x.py) matches by
// file name, preferring more matching trailing directories. Among equals,
// the files nearest to the config win. Only jobs under scopeDir count ("" or
// ".": every job).
func (ix *jobIndex) byFile(v, cfgDir, scopeDir string) ([]int, string) {
	v = strings.ReplaceAll(strings.TrimSpace(v), "\\", "/")
	v = strings.TrimPrefix(v, "file://")
	v = strings.TrimPrefix(v, "local://")
	abs := strings.HasPrefix(v, "/")
	v = strings.TrimPrefix(path.Clean("/"+v), "/")
	if v == "" || v == "." {
		return nil, ""
	}
	// The longest trailing run of v's segments that some job in scope ends
	// with, looked up in the index rather than scored job by job: a common
	// name (main.py) has a candidate in every job directory.
	for at := -1; ; {
		if cands := ix.inDir(ix.withSuffix(v[at+1:]), scopeDir); len(cands) > 0 {
			how := ""
			if abs {
				how = " by file name"
			}
			return ix.nearest(cands, cfgDir, v, how)
		}
		if !abs {
			return nil, "" // a path inside the zip must match as a whole suffix
		}
		i := strings.IndexByte(v[at+1:], '/')
		if i < 0 {
			return nil, ""
		}
		at += i + 1 // the next suffix starts after this slash

	}
}

// inDir returns the part of cands, which are in path order, under dir ("" or
// ".": all of them).
func (ix *jobIndex) inDir(cands []int, dir string) []int {
	if dir == "" || dir == "." || len(cands) == 0 {
		return cands
	}
	lo, hi := ix.underRange(cands, dir+"/")
	return cands[lo:hi]
}

// underRange returns the range of cands (in path order) whose paths start
// with prefix: they are contiguous.
func (ix *jobIndex) underRange(cands []int, prefix string) (lo, hi int) {
	p := func(m int) string { return ix.jobs[cands[m]].Path }
	lo = sort.Search(len(cands), func(m int) bool { return p(m) >= prefix })
	hi = lo + sort.Search(len(cands)-lo, func(m int) bool { return !strings.HasPrefix(p(lo+m), prefix) })
	return lo, hi
}

// byModule resolves a dotted module (-pym pkg.mod).
func (ix *jobIndex) byModule(v, cfgDir string, scope func(int) bool) ([]int, string) {
	v = strings.TrimSpace(v)
	if v == "" {
		return nil, ""
	}
	file := strings.ReplaceAll(v, ".", "/")
	var cands []int
	for i, j := range ix.jobs {
		if !scope(i) {
			continue
		}
		if j.Module == v || j.Path == file+".py" || strings.HasSuffix(j.Path, "/"+file+".py") ||
			j.Path == file+"/__main__.py" || strings.HasSuffix(j.Path, "/"+file+"/__main__.py") {
			cands = append(cands, i)
		}
	}
	return ix.nearest(cands, cfgDir, file+".py", " by module path")
}

// nearest keeps, of the candidates (in path order), those closest to the
// config's directory. It searches from the config's directory up, one
// ancestor at a time: a candidate outside the ancestor k levels up is at
// least k+1 steps away, so once one inside is closer than that the rest need
// not be looked at.
func (ix *jobIndex) nearest(cands []int, cfgDir, exact, how string) ([]int, string) {
	if len(cands) <= 1 {
		return cands, how
	}
	cfg := splitDir(cfgDir)
	distance := func(i int) int {
		d := 2 * fileDistance(cfg, ix.jobs[i].Path)
		if ix.jobs[i].Path == exact {
			d-- // on a tie, the exact repository-relative path wins
		}
		return d
	}
	best := -1
	consider := func(from, to int) {
		for m := from; m < to; m++ {
			if d := distance(cands[m]); best < 0 || d < best {
				best = d
			}
		}
	}
	lo, hi := 0, 0 // the part of cands looked at so far
	for k := 0; ; k++ {
		nlo, nhi := 0, len(cands)
		if depth := len(cfg) - k; depth > 0 {
			nlo, nhi = ix.underRange(cands, strings.Join(cfg[:depth], "/")+"/")
		}
		if lo == hi { // nothing looked at yet
			consider(nlo, nhi)
		} else {
			consider(nlo, lo)
			consider(hi, nhi)
		}
		lo, hi = nlo, nhi
		// Outside this ancestor: at least k+1 steps, so d >= 2(k+1)-1.
		if len(cfg)-k <= 0 || best >= 0 && best < 2*(k+1)-1 {
			break
		}
	}
	var out []int
	for m := lo; m < hi; m++ {
		if distance(cands[m]) == best {
			out = append(out, cands[m])
		}
	}
	return out, fmt.Sprintf("%s (the nearest to the config of %d candidates)", how, len(cands))
}

// fileDistance counts the directory steps from directory as (split into
// segments) to the directory of the slash-separated path p through their
// common ancestor.
func fileDistance(as []string, p string) int {
	c, n := 0, 0 // segments in common, segments of p's directory
	if i := strings.LastIndexByte(p, '/'); i >= 0 {
		for s := range strings.SplitSeq(p[:i], "/") {
			if c == n && c < len(as) && as[c] == s {
				c++
			}
			n++
		}
	}
	return len(as) - c + n - c
}

func splitDir(d string) []string {
	if d == "." || d == "" || d == "/" {
		return nil
	}
	return strings.Split(strings.Trim(d, "/"), "/")
}

func (ix *jobIndex) filter(keep func(int) bool) []int {
	var out []int
	for i := range ix.jobs {
		if keep(i) {
			out = append(out, i)
		}
	}
	return out
}

func (ix *jobIndex) paths(sel []int) []string {
	seen := map[int]bool{}
	var out []string
	for _, i := range sel {
		if !seen[i] {
			seen[i] = true
			out = append(out, ix.jobs[i].Path)
		}
	}
	sort.Strings(out)
	return out
}

// names lists job paths for a sentence, eliding long lists.
func (ix *jobIndex) names(sel []int) string {
	ps := ix.paths(sel)
	if len(ps) > 5 {
		return strings.Join(ps[:5], ", ") + fmt.Sprintf(" and %d more", len(ps)-5)
	}
	return strings.Join(ps, ", ")
}

// matchCount words how many job files a path matches.
func matchCount(n int) string {
	if n == 0 {
		return "no job file"
	}
	return fmt.Sprintf("%d job files equally well", n)
}

// Explain renders one link for `flinklint check --explain-links`: the
// deployment, its rescaling verdict and reason, the jobs, its SQL client
// session, and why.
func (l DeploymentLink) Explain() string {
	d := l.Deployment
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s %q", d.Path, d.Kind, d.Name)
	if v := d.FlinkVersion.Value; v != "" {
		fmt.Fprintf(&b, ", Flink %s", v)
	}
	fmt.Fprintf(&b, "): rescales %s", d.Rescaling.Rescales)
	if d.Rescaling.Why != "" {
		fmt.Fprintf(&b, ": %s", d.Rescaling.Why)
	}
	b.WriteString("\n")
	if len(l.Jobs) == 0 {
		b.WriteString("  -> no job\n")
	}
	for _, j := range l.Jobs {
		fmt.Fprintf(&b, "  -> %s\n", j)
	}
	if se := l.Session; se != nil {
		fmt.Fprintf(&b, "  session: %s", strings.Join(se.Scripts, " -> "))
		if se.Unknown {
			b.WriteString(" (after an init script flinklint cannot tell)")
		}
		b.WriteString("\n")
	}
	if l.Why != "" {
		fmt.Fprintf(&b, "  %s\n", l.Why)
	}
	return b.String()
}

// allPaths are the paths of every file of the index.
func (ix *jobIndex) allPaths() []string {
	if ix.pathList != nil {
		return ix.pathList
	}
	out := make([]string, len(ix.jobs))
	for i, j := range ix.jobs {
		out[i] = j.Path
	}
	return out
}
