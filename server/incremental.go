package server

import (
	"fmt"
	"path"
	"reflect"
	"slices"
	"sort"
	"strings"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/jvmparse"
	"github.com/flinklint/flinklint/linter"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/sqlparse"
)

// This file is the server's incremental run. After an edit of the text of
// Python, SQL, deployment config, Dockerfile, compose or Flink
// configuration buffers, it lints again only the edited files' component:
// the jobs that hold them, the deployments those jobs are linked to, the
// other jobs those deployments govern, and so on (component), with every
// file whose parse reads or names one of them, the autoscalers and session
// clusters package link applies to its deployments, and, as context, the
// files every job reads (connector factories, builds). It keeps the other
// files' findings from before. It answers only when it can show that its
// answer is a whole run's; otherwise the caller runs the whole workspace:
//
//   - the client watches the workspace's files (a file changed on disk is
//     then told), and nothing but the text of open buffers the last run
//     knew changed since the last whole run (not of a configuration,
//     Terraform, JVM, build or notebook file: wholeOnly): no buffer opened
//     or closed, no file on disk, no configuration;
//   - the component holds no Terraform file (read per module directory);
//   - the component's run, before the edit, gave the whole run's findings
//     in its files (checked once per component and whole run);
//   - after the edit, the component's structure is the whole run's: the
//     same files, jobs with the same files and links, modules, the same job
//     files offered to the linker and the same deployments, its Python
//     files name no file outside it that exists, the secrets in its files
//     are what they were (a secret's value is redacted from every
//     finding: the component's run redacts the others' too), and the
//     findings in the context files are what they were.
//
// The linker decides each deployment's jobs from every job file
// (link.Jobs), so the component's run links its deployments against the
// whole run's job files (linter.Subset.Whole, model.RunOptions.LinkAgainst);
// the structure check shows those did not change. An edited deployment's
// new links, and what link ties to it by name, widen the component until
// it holds them (incremental), and the relinked files stay one block for
// the components after (state.touched). That a job's
// findings depend only on the job, its linked deployments and the run's
// settings is the rules' contract, tested on every testdata tree
// (TestComponentsLintAsTheWholeRun).

// state is what the server knows of the workspace since the last whole run.
type state struct {
	whole *linter.Outcome // the last whole run (its model is the structure)
	// docs are the buffers of the state (of the whole run, then of each
	// incremental run since).
	docs map[string]string
	// byFile are the state's findings by root-relative file (the whole
	// run's, then each incremental run's), paths the files in order: they
	// are those files' lists one after the other. The linter goroutine
	// changes them, under the server's lock (apply); a hover reads them
	// under it.
	byFile map[string][]finding.Finding
	paths  []string
	// pointedFrom are, for a file, the other files whose findings point
	// into it (a related location, a fix's edit): they are part of its
	// component, since those locations show its text. pointsTo is the
	// converse.
	pointedFrom, pointsTo map[string]map[string]bool
	// imports are the files each Python file's parse read through its
	// imports (the whole run's, updated by incremental runs).
	imports map[string][]string
	index   *componentIndex
	// comp is the component the last incremental run linted again (empty
	// when no file changed), nil after a whole run.
	comp map[string]bool
	// checked are the components whose run gave the whole run's findings
	// (true) or did not (false), by componentKey.
	checked map[string]bool
	// shapes are the whole run's structure of the components, by
	// componentKey (describe).
	shapes map[string][]string
	// models are, for the files incremental runs read since the whole
	// run, the model of the last run that read each (setModel).
	models map[string]*model.Model
	// relinked are the deployment configs an incremental run linked again
	// since the whole run, touched the components of those runs: their
	// links may be others than the whole run's (component).
	relinked, touched map[string]bool
	// link are the whole run's linker inputs, indexed once for the
	// incremental runs after it.
	link *model.LinkInputs
}

// componentIndex indexes a whole run's model by file.
type componentIndex struct {
	jobsOf    map[string][]*model.Job        // file -> the jobs it is a file of
	depsOf    map[string][]*model.Deployment // file -> the deployments written in it
	linked    map[*model.Deployment][]string // deployment -> the job files it governs
	readers   map[string][]string            // file -> the Python files that name it
	importers map[string][]string            // file -> the files whose parse read it
	// named are the files of the deployments of a name, scalers the files
	// of the autoscalers aimed at one, sessions the files of the session
	// jobs that run on the session cluster of a name (package link applies
	// them across files: a session job's cluster, a
	// HorizontalPodAutoscaler); mounters are the files of the deployments
	// that mount a ConfigMap, scripts the files of the SQL scripts written
	// in one (model.scriptJobs links them).
	named, scalers, sessions, mounters, scripts map[string][]string
	// runners are the files of the deployments that run a command in a
	// Docker Compose service's containers, runInputs the files those
	// commands take configuration from (compose services, Flink
	// configuration files: link.Deployments).
	runners, runInputs []string
	// byDir are the files of the deployments in a directory, confsByDir
	// those of its Flink configuration files (FL036 reads a configuration
	// file with the deployments beside it).
	byDir, confsByDir map[string][]string
	// global are the files every job reads: the connector factories a
	// repository registers, the connector releases its builds declare.
	global []string
}

func newState(out *linter.Outcome, docs map[string]string) *state {
	st := &state{whole: out, docs: docs, byFile: map[string][]finding.Finding{}, imports: out.Imports, checked: map[string]bool{}, shapes: map[string][]string{}}
	fs := out.Run.Findings
	for i := 0; i < len(fs); {
		j := i + 1
		for j < len(fs) && fs[j].Location.Path == fs[i].Location.Path {
			j++
		}
		st.byFile[fs[i].Location.Path] = fs[i:j:j]
		st.paths = append(st.paths, fs[i].Location.Path)
		i = j
	}
	st.pointedFrom, st.pointsTo = map[string]map[string]bool{}, map[string]map[string]bool{}
	for p, fs := range st.byFile {
		st.point(p, fs)
	}
	st.index = newComponentIndex(out.Model, st.imports)
	if out.Model != nil {
		st.link = model.NewLinkInputs(out.Model)
	}
	return st
}

func newComponentIndex(m *model.Model, imports map[string][]string) *componentIndex {
	ix := &componentIndex{jobsOf: map[string][]*model.Job{}, depsOf: map[string][]*model.Deployment{},
		linked: map[*model.Deployment][]string{}, readers: map[string][]string{},
		named: map[string][]string{}, scalers: map[string][]string{}, sessions: map[string][]string{},
		mounters: map[string][]string{}, scripts: map[string][]string{}, byDir: map[string][]string{}, confsByDir: map[string][]string{}}
	if m == nil {
		return ix
	}
	for _, j := range m.Jobs {
		for _, p := range jobFiles(j) {
			ix.jobsOf[p] = append(ix.jobsOf[p], j)
		}
	}
	byDep := map[*deploy.Deployment]*model.Deployment{}
	var pinned []string // requirements files that pin Flink
	for _, d := range m.Deployments {
		p := d.File.Path
		ix.depsOf[p] = append(ix.depsOf[p], d)
		ix.named[d.Name] = append(ix.named[d.Name], p)
		if d.SessionCluster != "" {
			ix.sessions[d.SessionCluster] = append(ix.sessions[d.SessionCluster], p)
		}
		for _, mt := range d.Mounts {
			ix.mounters[mt.ConfigMap] = append(ix.mounters[mt.ConfigMap], p)
		}
		if d.Runs != nil {
			ix.runners = append(ix.runners, p)
		}
		byDep[d.Deployment] = d
	}
	for _, l := range m.Links {
		if d := byDep[l.Deployment]; d != nil {
			ix.linked[d] = append(ix.linked[d], l.Jobs...)
		}
	}
	for _, f := range m.Files {
		if f.Deploy != nil {
			for _, t := range f.Deploy.ScaleTargets {
				ix.scalers[t.Name] = append(ix.scalers[t.Name], f.Path)
			}
			for _, sc := range f.Deploy.Scripts {
				if sc.ConfigMap != "" {
					ix.scripts[sc.ConfigMap] = append(ix.scripts[sc.ConfigMap], f.Path)
				}
			}
			if len(f.Deploy.Services) > 0 || f.Deploy.Kind == deploy.FlinkConfig {
				ix.runInputs = append(ix.runInputs, f.Path)
			}
			if dir := path.Dir(f.Path); len(f.Deploy.Deployments) > 0 {
				ix.byDir[dir] = append(ix.byDir[dir], f.Path)
				if f.Deploy.Kind == deploy.FlinkConfig {
					ix.confsByDir[dir] = append(ix.confsByDir[dir], f.Path)
				}
			}
		}
		requirements := f.Deploy != nil && f.Deploy.Kind == deploy.Requirements
		if requirements && len(f.Deploy.Pins) > 0 {
			// A requirements file's pins are read with the Dockerfiles at
			// or below its directory (FL038), which are in every component:
			// it is too, then (below), unless it is for what it declares.
			pinned = append(pinned, f.Path)
		}
		if f.Kind == model.ServicesFile || f.Kind == model.BuildFile || len(f.Factories) > 0 || len(f.Dependencies) > 0 ||
			f.Deploy != nil && (len(f.Deploy.Credentials) > 0 || len(f.Deploy.Copies) > 0 || len(f.Deploy.Bases) > 0 || len(f.Deploy.Pins) > 0 && !requirements) {
			// Credentials: the passwords of the containers the repository
			// starts, which tell FL040 a demo credential in any job. Image
			// copies, base images and version pins: what an image holds
			// and which Flink it runs (FL034, FL038) for any deployment.
			ix.global = append(ix.global, f.Path)
		} else if loadsModule(f) {
			// A LOAD MODULE anywhere in the run keeps every job's call
			// of a Hive function unreported (semantics: a session may
			// run that script first).
			ix.global = append(ix.global, f.Path)
		}
		if f.Kind != model.PythonFile || f.Python == nil {
			continue
		}
		for _, p := range namedFiles(f) {
			ix.readers[p] = append(ix.readers[p], f.Path)
		}
	}
	var images []string // the directories of the files with base images
	for _, f := range m.Files {
		if f.Deploy != nil && len(f.Deploy.Bases) > 0 {
			images = append(images, path.Dir(f.Path))
		}
	}
	for _, p := range pinned {
		dir := path.Dir(p)
		for _, d := range images {
			if dir == "." || dir == d || strings.HasPrefix(d, dir+"/") {
				ix.global = append(ix.global, p)
				break
			}
		}
	}
	sort.Strings(ix.global)
	ix.setImports(imports)
	return ix
}

// loadsModule reports whether a file's SQL, its own or its strings', loads
// a module.
func loadsModule(f *model.File) bool {
	scripts := []*sqlparse.Script{f.SQL}
	for _, e := range f.Embedded {
		scripts = append(scripts, e.Script)
	}
	for _, sc := range scripts {
		if sc == nil {
			continue
		}
		for _, st := range sc.Statements {
			if g, ok := st.(*sqlparse.Generic); ok && g.Keyword == "LOAD MODULE" {
				return true
			}
		}
	}
	return false
}

func (ix *componentIndex) setImports(imports map[string][]string) {
	ix.importers = map[string][]string{}
	for importer, files := range imports {
		for _, p := range files {
			ix.importers[p] = append(ix.importers[p], importer)
		}
	}
}

// related are the files of the deployments that package link and the
// model tie to those a file's read holds, across files, by name: the
// session cluster a session job runs on and the session jobs that run on
// a cluster, the autoscalers aimed at a deployment and the deployments an
// autoscaler aims at, the ConfigMaps a deployment mounts and the
// deployments that mount a ConfigMap's scripts, the Compose services and
// Flink configurations a command run in a container takes and the
// deployments that run one, the Flink configuration files beside a
// deployment and the deployments beside one. r, the read of file p, may
// be one the index did not see (an edited buffer's): the names are looked
// up whatever they are now.
func (ix *componentIndex) related(p string, r *deploy.Result) []string {
	if r == nil {
		return nil
	}
	var out []string
	if len(r.Deployments) > 0 {
		out = append(out, ix.confsByDir[path.Dir(p)]...)
		if r.Kind == deploy.FlinkConfig {
			out = append(out, ix.byDir[path.Dir(p)]...)
		}
	}
	for _, d := range r.Deployments {
		out = append(out, ix.scalers[d.Name]...)
		out = append(out, ix.sessions[d.Name]...)
		if d.SessionCluster != "" {
			out = append(out, ix.named[d.SessionCluster]...)
		}
		for _, mt := range d.Mounts {
			out = append(out, ix.scripts[mt.ConfigMap]...)
		}
		if d.Runs != nil {
			out = append(out, ix.runInputs...)
		}
	}
	for _, t := range r.ScaleTargets {
		out = append(out, ix.named[t.Name]...)
	}
	for _, sc := range r.Scripts {
		if sc.ConfigMap != "" {
			out = append(out, ix.mounters[sc.ConfigMap]...)
		}
	}
	if len(r.Services) > 0 || r.Kind == deploy.FlinkConfig {
		out = append(out, ix.runners...)
	}
	return out
}

// jobFiles are the files a job is made of, its deployments' files with them.
func jobFiles(j *model.Job) []string {
	out := ownFiles(j)
	for _, l := range j.Deployments {
		if l.Deployment != nil {
			out = append(out, l.Deployment.File.Path)
		}
	}
	return out
}

// ownFiles are the files a job is made of, without its deployments' files.
func ownFiles(j *model.Job) []string {
	var out []string
	add := func(f *model.File) {
		if f != nil {
			out = append(out, f.Path)
		}
	}
	add(j.Entry)
	for _, f := range j.SQLFiles {
		add(f)
	}
	for _, u := range j.Units {
		add(u.File)
		for _, f := range u.Imported {
			add(f)
		}
	}
	for _, o := range j.Settings {
		add(o.Helper)
	}
	if j.Entry != nil && j.Entry.Python != nil {
		for _, p := range j.Entry.Python.Runs {
			out = append(out, path.Clean(p))
		}
	}
	for _, r := range j.RunBy {
		add(r.Entry) // its deployments and settings come from there
	}
	return out
}

// namedFiles are the root-relative files a Python file's parse names: the
// SQL files it reads, the files its SQL texts and settings came from.
func namedFiles(f *model.File) []string {
	var out []string
	for _, ref := range f.Python.SQLFiles {
		p := ref.Path
		if !path.IsAbs(p) {
			p = path.Join(path.Dir(f.Path), p)
		}
		out = append(out, path.Clean(p))
	}
	for _, t := range f.Python.SQL {
		for _, g := range t.Segments {
			if g.Path != "" {
				out = append(out, path.Clean(g.Path))
			}
		}
	}
	for _, s := range f.Python.Settings {
		if s.Path != "" {
			out = append(out, path.Clean(s.Path))
		}
	}
	for _, p := range f.Python.Runs {
		out = append(out, path.Clean(p))
	}
	return out
}

// component is the set of files whose findings may change when the given
// files change, and on which those findings depend. The index is the whole
// run's; the files an incremental run of a deployment edit relinked since
// (touched) are taken together, with all they reach, by any component that
// reaches one of them: their relations are no longer the index's.
func (st *state) component(files []string) map[string]bool {
	ix := st.index
	in := map[string]bool{}
	queue := append([]string(nil), files...)
	add := func(ps ...string) {
		for _, p := range ps {
			if !in[p] {
				in[p] = true
				queue = append(queue, p)
			}
		}
	}
	add(files...)
	add(ix.global...)
	touched := false
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if st.touched[p] && !touched {
			touched = true
			add(keys(st.touched)...)
		}
		for _, j := range ix.jobsOf[p] {
			add(jobFiles(j)...)
		}
		for _, d := range ix.depsOf[p] {
			add(ix.linked[d]...)
		}
		if f := st.whole.Model.File(p); f != nil {
			add(ix.related(p, f.Deploy)...)
		}
		add(ix.readers[p]...)
		add(ix.importers[p]...)
		add(st.imports[p]...)
		for q := range st.pointedFrom[p] {
			add(q)
		}
		for q := range st.pointsTo[p] {
			add(q) // what a finding of p states as its evidence
		}
	}
	return in
}

func componentKey(files map[string]bool) string {
	return strings.Join(keys(files), "\x00")
}

// incremental lints the edited buffers' component again, given the buffers
// now; ok is false when it cannot show its answer is a whole run's.
func (s *server) incremental(st *state, docs map[string]string) (*state, map[string][]finding.Finding, bool) {
	if st == nil || st.whole.Listing == nil || st.whole.Model == nil || len(docs) != len(st.docs) {
		return nil, nil, false
	}
	m, root := st.whole.Model, st.whole.Root
	var edited []string
	relinked := map[string]bool{} // the edited files that hold deployments, now or before
	for p, text := range docs {
		old, open := st.docs[p]
		if !open {
			return nil, nil, false // a buffer opened: it may be read otherwise (a .sql file's dialect)
		}
		if old == text {
			continue
		}
		rel := relPath(root, p)
		if wholeOnly(rel) {
			return nil, nil, false
		}
		// A file the whole run read but found nothing in (a Python module
		// with no Flink API that no job imports, a YAML file of no
		// deployment) is linted as any other: if it now holds something,
		// the component's structure shows it.
		f := m.File(rel)
		if f == nil && !st.whole.Listing.Has(rel) {
			return nil, nil, false
		}
		if f != nil && f.Deploy != nil || !jobSource(rel) {
			relinked[rel] = true
		}
		edited = append(edited, rel)
	}
	if len(edited) == 0 {
		return st.next(docs, st.imports, map[string]bool{}), nil, true
	}
	// mutable are the files whose deployments may differ from the whole
	// run's: the edited deployment configs, and those edited since.
	mutable := map[string]bool{}
	for p := range st.relinked {
		mutable[p] = true
	}
	for p := range relinked {
		mutable[p] = true
	}
	comp := st.component(edited)
	var after *linter.Outcome
	for round := 0; ; round++ {
		if round == 4 {
			return nil, nil, false // the links keep reaching farther
		}
		for p := range comp {
			if strings.HasSuffix(p, ".tf") || strings.HasSuffix(p, ".tfvars") {
				return nil, nil, false
			}
		}
		key := componentKey(comp)
		checked, known := st.checked[key]
		if known && !checked {
			return nil, nil, false
		}
		if !known {
			before, err := s.lintSubset(st, comp, st.docs)
			checked = err == nil && s.sameAsWhole(st, comp, key, before, mutable) && sameFindings(st.inFiles(comp), before.Run.Findings)
			st.checked[key] = checked
			if !checked {
				return nil, nil, false
			}
		}
		var err error
		after, err = s.lintSubset(st, comp, docs)
		if err != nil || after.Model == nil {
			return nil, nil, false
		}
		// A deployment config's edit can link its deployments to other
		// jobs, and tie them to other deployments by name: the component
		// takes those in, with their components, until it holds them all.
		var wider []string
		for _, l := range after.Model.Links {
			if l.Deployment != nil && comp[l.Deployment.Path] {
				for _, j := range l.Jobs {
					if !comp[j] {
						wider = append(wider, j)
					}
				}
			}
		}
		for p := range relinked {
			if f := after.Model.File(p); f != nil {
				for _, q := range st.index.related(p, f.Deploy) {
					if !comp[q] {
						wider = append(wider, q)
					}
				}
			}
		}
		if len(wider) == 0 {
			break
		}
		for p := range st.component(append(wider, keys(comp)...)) {
			comp[p] = true
		}
	}
	key := componentKey(comp)
	if !s.sameAsWhole(st, comp, key, after, mutable) || !sameSecrets(secretsIn(st.whole.Model, comp), after.Model.Secrets()) {
		return nil, nil, false // a secret's value is redacted from every file's findings
	}
	for _, f := range after.Run.Findings {
		if !comp[f.Location.Path] || f.RuleID == finding.RuleInternalError || f.RuleID == finding.RuleUnreadableFile {
			return nil, nil, false
		}
	}
	for _, f := range after.Model.Files {
		if f.Kind == model.PythonFile && f.Python != nil {
			for _, p := range namedFiles(f) {
				if !comp[p] && st.whole.Listing.Has(p) {
					return nil, nil, false // a file outside the component now counts
				}
			}
		}
	}
	// The files every job reads are context: their findings may be about
	// jobs outside the component, and must be what they were; so must
	// what they tell every job (an edited Dockerfile's copies, bases and
	// pins, a compose file's credentials).
	context := map[string]bool{}
	for _, p := range st.index.global {
		context[p] = true
	}
	for p := range relinked {
		if !sameGlobalFacts(m.File(p), after.Model.File(p)) {
			return nil, nil, false
		}
	}
	if !sameFindings(st.inFiles(context), inFiles(after.Run.Findings, context)) {
		return nil, nil, false
	}
	update := map[string][]finding.Finding{}
	for p := range comp {
		if !context[p] {
			update[p] = nil
		}
	}
	for _, f := range after.Run.Findings {
		if p := f.Location.Path; !context[p] {
			update[p] = append(update[p], f)
		}
	}
	imports := make(map[string][]string, len(st.imports))
	for p, files := range st.imports {
		if !comp[p] {
			imports[p] = files
		}
	}
	for p, files := range after.Imports {
		imports[p] = files
	}
	next := st.next(docs, imports, comp)
	next.setModel(after.Model, comp)
	if len(relinked) > 0 {
		// The component's links may no longer be the whole run's: it is
		// one block for the components after it (component), and the
		// checks made of blocks without it no longer hold.
		next.relinked, next.touched = map[string]bool{}, map[string]bool{}
		for p := range mutable {
			next.relinked[p] = true
		}
		for p := range st.touched {
			next.touched[p] = true
		}
		for p := range comp {
			next.touched[p] = true
		}
		if len(next.touched) != len(st.touched) {
			next.checked = map[string]bool{}
		}
	}
	return next, update, true
}

// wholeOnly reports whether an edit of the root-relative file p needs a
// whole run: the project's configuration and .gitignore (they decide what
// every run reads and how), Terraform (read per module directory),
// notebooks, JVM sources, builds and factories (read with other files):
// Maven's pom.xml, Gradle's build scripts (Groovy and Kotlin DSL), their
// settings scripts and gradle.properties (the root project's name and
// version: the jar's name), sbt's build.sbt.
func wholeOnly(p string) bool {
	switch base := path.Base(p); base {
	case ".flinklint.yaml", "pyproject.toml", ".gitignore", jvmparse.ServicesFileName, "gradle.properties":
		return true
	default:
		if jvmparse.AutoServiceCandidate(base) || jvmparse.IsBuildFileName(base) || slices.Contains(jvmparse.GradleSettingsNames, base) {
			return true
		}
	}
	switch strings.ToLower(path.Ext(p)) {
	case ".tf", ".tfvars", ".ipynb", ".zpln", ".java", ".scala", ".kt":
		return true
	}
	return false
}

// jobSource reports whether p is a Python or SQL file.
func jobSource(p string) bool {
	switch strings.ToLower(path.Ext(p)) {
	case ".py", ".sql", ".q":
		return true
	}
	return false
}

// sameGlobalFacts reports whether a file tells every job what it told
// them (nil: a file of no model): the image copies, base images and
// version pins of a Dockerfile or requirements file, a compose file's
// credentials.
func sameGlobalFacts(a, b *model.File) bool {
	facts := func(f *model.File) []any {
		if f == nil || f.Deploy == nil {
			return []any{0, 0, 0, 0}
		}
		r := f.Deploy
		return []any{len(r.Copies), len(r.Bases), len(r.Pins), len(r.Credentials), r.Copies, r.Bases, r.Pins, r.Credentials}
	}
	fa, fb := facts(a), facts(b)
	if reflect.DeepEqual(fa[:4], []any{0, 0, 0, 0}) && reflect.DeepEqual(fb[:4], []any{0, 0, 0, 0}) {
		return true
	}
	return reflect.DeepEqual(fa, fb)
}

// lintSubset runs the component's files with the given buffers.
func (s *server) lintSubset(st *state, comp map[string]bool, docs map[string]string) (*linter.Outcome, error) {
	set := s.opts.Settings
	set.Subset = &linter.Subset{From: st.whole.Listing, Files: comp, Whole: st.whole.Model, Link: st.link}
	for _, sec := range st.whole.Model.Secrets() {
		if !comp[sec.File.Path] {
			set.Subset.Secrets = append(set.Subset.Secrets, sec)
		}
	}
	return Lint(set, st.whole.Root, overlayOf(docs))
}

// sameAsWhole reports whether a component's run has the structure the
// whole run gave the component (key is its componentKey): files, jobs with
// their files, modules, the job files offered to the linker; and the
// deployments and their links, but for those in the files of mutable (the
// deployment configs edited since the whole run), which were linked again.
func (s *server) sameAsWhole(st *state, comp map[string]bool, key string, sub *linter.Outcome, mutable map[string]bool) bool {
	if sub.Model == nil {
		return false
	}
	in := func(p string) bool { return comp[p] }
	want, ok := st.shapes[key]
	if !ok {
		want = describe(st.whole.Model, in)
		st.shapes[key] = want
	}
	got := describe(sub.Model, in)
	if !reflect.DeepEqual(want, got) {
		return false
	}
	var wd, gd []*model.Deployment
	for _, d := range st.whole.Model.Deployments {
		if comp[d.File.Path] && !mutable[d.File.Path] {
			wd = append(wd, d)
		}
	}
	for _, d := range sub.Model.Deployments {
		if !mutable[d.File.Path] {
			gd = append(gd, d)
		}
	}
	if len(wd) != len(gd) {
		return false
	}
	for i := range wd {
		if wd[i].File.Path != gd[i].File.Path || !reflect.DeepEqual(*wd[i].Deployment, *gd[i].Deployment) {
			return false
		}
	}
	wl, gl := linksOf(st.whole.Model, comp, mutable), linksOf(sub.Model, comp, mutable)
	return reflect.DeepEqual(wl, gl)
}

// linksOf lists a model's link decisions of the deployments in files of
// comp but not of mutable.
func linksOf(m *model.Model, comp, mutable map[string]bool) []string {
	var out []string
	for _, l := range m.Links {
		if l.Deployment != nil && comp[l.Deployment.Path] && !mutable[l.Deployment.Path] {
			out = append(out, fmt.Sprintf("link %s %q %v %q %v", l.Deployment.Path, l.Deployment.Name, l.Jobs, l.Why, l.Session))
		}
	}
	return out
}

// describe lists a model's structure within the files in: files with their
// kind and dialect, jobs with their files, modules, the job files the
// linker chose among. The links are compared apart (linksOf).
func describe(m *model.Model, in func(string) bool) []string {
	var out []string
	for _, f := range m.Files {
		if in(f.Path) {
			out = append(out, fmt.Sprintf("file %s %v %v %q", f.Path, f.Kind, f.OtherDialect, f.OtherDialectWhy))
		}
	}
	for _, j := range m.Jobs {
		if j.Entry == nil || !in(j.Entry.Path) {
			continue
		}
		files := ownFiles(j)
		sort.Strings(files)
		out = append(out, fmt.Sprintf("job %q %v %v", j.Name, j.Unlinkable, files))
	}
	for _, mod := range m.Modules {
		if in(mod.File.Path) {
			line := "module " + mod.File.Path
			for _, j := range mod.UsedBy {
				line += " " + j.Name
			}
			out = append(out, line)
		}
	}
	for _, j := range m.LinkJobFiles {
		if in(j.Path) {
			out = append(out, fmt.Sprintf("linker job file %s %q %v", j.Path, j.Module, j.EntryOnly))
		}
	}
	for _, j := range m.LinkLibraries {
		if in(j.Path) {
			out = append(out, fmt.Sprintf("linker library %s %q %v", j.Path, j.Module, j.EntryOnly))
		}
	}
	return out
}

// inFiles are the findings located in the given files.
func inFiles(fs []finding.Finding, files map[string]bool) []finding.Finding {
	var out []finding.Finding
	for _, f := range fs {
		if files[f.Location.Path] {
			out = append(out, f)
		}
	}
	return out
}

func sameFindings(a, b []finding.Finding) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !reflect.DeepEqual(a[i], b[i]) {
			return false
		}
	}
	return true
}

// next is the state after an incremental run over the component comp
// (empty: no file changed), with the given parses' imports; its findings
// are this state's until apply.
func (st *state) next(docs map[string]string, imports map[string][]string, comp map[string]bool) *state {
	n := *st
	n.docs, n.imports, n.comp = docs, imports, comp
	if len(comp) == 0 {
		return &n
	}
	ix := *st.index
	ix.setImports(imports)
	n.index = &ix
	return &n
}

// apply replaces the findings of the files of update (nil: none now). The
// caller holds the server's lock.
func (st *state) apply(update map[string][]finding.Finding) {
	for p, fs := range update {
		for q := range st.pointsTo[p] {
			delete(st.pointedFrom[q], p)
		}
		delete(st.pointsTo, p)
		st.point(p, fs)
		if len(fs) == 0 {
			if _, ok := st.byFile[p]; ok {
				delete(st.byFile, p)
				i := sort.SearchStrings(st.paths, p)
				st.paths = append(st.paths[:i], st.paths[i+1:]...)
			}
			continue
		}
		if _, ok := st.byFile[p]; !ok {
			i := sort.SearchStrings(st.paths, p)
			st.paths = append(st.paths, "")
			copy(st.paths[i+1:], st.paths[i:])
			st.paths[i] = p
		}
		st.byFile[p] = fs
	}
}

// all are the state's findings, in a run's order.
func (st *state) all() []finding.Finding {
	out := []finding.Finding{}
	for _, p := range st.paths {
		out = append(out, st.byFile[p]...)
	}
	return out
}

// inFiles are the state's findings in the given files, in a run's order.
func (st *state) inFiles(files map[string]bool) []finding.Finding {
	var out []finding.Finding
	for _, p := range keys(files) {
		out = append(out, st.byFile[p]...)
	}
	return out
}

func keys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// secretsIn are a model's secrets in the given files.
func secretsIn(m *model.Model, files map[string]bool) []model.Secret {
	var out []model.Secret
	for _, sec := range m.Secrets() {
		if files[sec.File.Path] {
			out = append(out, sec)
		}
	}
	return out
}

// sameSecrets reports whether two lists hold the same secrets, in order:
// files, keys, values, and the values as written (what redaction
// replaces), wherever the edit moved them.
func sameSecrets(a, b []model.Secret) bool {
	if len(a) != len(b) {
		return false
	}
	written := func(sec model.Secret) string {
		src := sec.File.Source()
		if sec.ValueStart < 0 || sec.ValueEnd > len(src) || sec.ValueStart >= sec.ValueEnd {
			return ""
		}
		return string(src[sec.ValueStart:sec.ValueEnd])
	}
	for i := range a {
		if a[i].File.Path != b[i].File.Path || a[i].Key != b[i].Key || a[i].Value != b[i].Value || written(a[i]) != written(b[i]) {
			return false
		}
	}
	return true
}

// point records where the findings of file p point outside it.
func (st *state) point(p string, fs []finding.Finding) {
	to := func(q string) {
		if q == p || q == "" {
			return
		}
		if st.pointsTo[p] == nil {
			st.pointsTo[p] = map[string]bool{}
		}
		if st.pointedFrom[q] == nil {
			st.pointedFrom[q] = map[string]bool{}
		}
		st.pointsTo[p][q], st.pointedFrom[q][p] = true, true
	}
	for _, f := range fs {
		for _, r := range f.Related {
			to(r.Location.Path)
		}
		for _, fx := range f.Fixes {
			for _, e := range fx.Edits {
				to(e.Location.Path)
			}
		}
	}
}
