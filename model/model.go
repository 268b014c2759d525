package model

import (
	"errors"
	"go/token"
	"path"
	"reflect"
	"slices"
	"sort"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/internal/parallel"
	"github.com/flinklint/flinklint/link"
	"github.com/flinklint/flinklint/pyparse"
	"github.com/flinklint/flinklint/sqlparse"
)

// Analyzer builds the *Model from the parsed files the driver supplies as
// the run's package fact (*Input). Rules Require it.
var Analyzer = &analysis.Analyzer{
	Name:       "model",
	Doc:        "model links PyFlink jobs, SQL scripts and deployment configs into one job model",
	FactTypes:  []analysis.Fact{new(Input)},
	ResultType: reflect.TypeFor[*Model](),
	Run: func(pass *analysis.Pass) (any, error) {
		in := new(Input)
		if pass.ImportPackageFact == nil || !pass.ImportPackageFact(pass.Pkg, in) {
			return nil, errors.New("model: the driver supplied no parsed files (the run's *model.Input package fact)")
		}
		return Build(in), nil
	},
}

// Model is the linked view of the run.
type Model struct {
	Fset        *token.FileSet
	Files       []*File // sorted by Path
	Jobs        []*Job  // sorted by Name
	Deployments []*Deployment
	Options     RunOptions
	// Links is every deployment's link decision, for --explain-links.
	Links []link.DeploymentLink
	// Modules are the Python files that run as part of other jobs (the
	// helpers of a module a job imports), and not as jobs of their own.
	Modules []*Module
	// LinkJobFiles are the job files the linker chose among, and
	// LinkLibraries the files other jobs run as modules, which it chose
	// among when no job file was an entry point.
	LinkJobFiles, LinkLibraries []link.JobFile

	byPath  map[string]*File
	workers int                                                      // Input.Workers
	report  func(*analysis.Pass, finding.Level, analysis.Diagnostic) // Input.Report
	bound   func(phase, path string, work func()) bool               // Input.Bound
	// secrets holds Secrets' answer, computed on first use.
	secrets struct {
		once sync.Once
		list []Secret
	}
}

// File returns the run's file with the given root-relative path, or nil.
func (m *Model) File(p string) *File { return m.byPath[p] }

// Workers is how many goroutines analyses of the model may use, one per
// job (the run's --jobs).
func (m *Model) Workers() int { return m.workers }

// perJob computes f for every job of the run on m.Workers() goroutines (f
// reads its job only), for the analyzers the rules share: run one job
// after the other, they were a serial step between the model and the rules
// (bench/README.md, issue 31).
func perJob[T any](m *Model, f func(*Job) T) map[*Job]T {
	res := make([]T, len(m.Jobs))
	parallel.ForEachIndex(m.Workers(), len(m.Jobs), func(i int) { res[i] = f(m.Jobs[i]) })
	out := make(map[*Job]T, len(m.Jobs))
	for i, j := range m.Jobs {
		out[j] = res[i]
	}
	return out
}

// Bounded runs work, one phase of the analysis of the file at path, within
// the run's time bound (Input.Bound). ok is false when the bound abandoned
// it: res is then the zero value, and nothing work writes may be read (it
// may still be running). A panic in work is raised again here.
func Bounded[T any](m *Model, phase, path string, work func() T) (res T, ok bool) {
	if m.bound == nil {
		return work(), true
	}
	out := make(chan T, 1) // an abandoned work sends into it and ends
	if !m.bound(phase, path, func() { out <- work() }) {
		return res, false
	}
	return <-out, true
}

// Range converts a byte span of the named file into positions. It returns
// token.NoPos twice when the file is not part of the run.
func (m *Model) Range(p string, start, end int) (token.Pos, token.Pos) {
	f := m.byPath[p]
	if f == nil {
		return token.NoPos, token.NoPos
	}
	return f.Pos(start), f.Pos(end)
}

// Report reports d at the given level: the driver receives the level
// beside the diagnostic (Input.Report) and makes it the finding's Level.
// Every rule reports through it, or through pass.Report, which gives the
// rule's default level; see docs/dev/writing-rules.md.
func (m *Model) Report(pass *analysis.Pass, level finding.Level, d analysis.Diagnostic) {
	if m.report == nil {
		pass.Report(d)
		return
	}
	m.report(pass, level, d)
}

// Job is one Flink job: a PyFlink file with the SQL files it reads, or a
// standalone SQL script.
type Job struct {
	Name  string // the entry file's path
	Entry *File
	// SQLFiles are the SQL files a PyFlink job reads.
	SQLFiles []*File
	// Units are the job's SQL texts in the order the job runs them.
	Units []*SQLUnit
	// Replay are Units with the job's Table API statements
	// (pyparse.Module.TableAPI, written as SQL) among them, in the order
	// the job runs them: what the semantic layer replays into one catalog.
	// Rules read Units: a Table API statement is no SQL of the job.
	Replay []*SQLUnit
	// Tables holds each table as the job last declared it, in declaration order.
	Tables []*Table
	// Sinks are the writes into tables (INSERT targets, descriptor inserts).
	Sinks []*Sink
	// Settings are the job's own configuration, in the order it makes them.
	Settings Settings
	// Deployments are the linked deployments that run this job.
	Deployments []*Link
	// Session are the SQL scripts the job's SQL client session runs before
	// the job's own script (sql-client.sh -i init.sql -f job.sql), in
	// order; their statements lead the job's Units, as the session shares
	// one catalog and one configuration (buildSessions).
	Session []*File
	// SessionUnknown is set when the session runs an init script
	// flinklint cannot tell, or the deployments that run the job disagree
	// on its session: the session may hold tables flinklint does not see.
	SessionUnknown bool
	// HiveCatalog is true when the job registers a Hive catalog (CREATE
	// CATALOG ... 'type' = 'hive', PyFlink's HiveCatalog) before it writes.
	HiveCatalog bool
	// Unlinkable is true for code no deployment runs: a file's functions
	// that nothing calls, a test file. It is checked on its own, never
	// with a deployment's decision.
	Unlinkable bool
	// RunBy, for a module's own job (a file other jobs run as a module but
	// do not fold in: it builds TableDescriptors, Table API writes or
	// DataStream sinks), are the root jobs that run it; RunByWhy says what
	// it took from them (their deployments, checkpointing and runtime
	// mode) or why it took nothing (inheritFromRoots).
	RunBy    []*Job
	RunByWhy string
	// ddl is the session's catalog as far as the replay of CREATE TABLE
	// ... IF NOT EXISTS needs it; nil until the first DDL statement.
	ddl *ddlSession

	// tableIndex maps a known table name to its last position in Tables,
	// over the first tableIndexed tables: what addTable appended. Table
	// reads it only, so rules may look tables up concurrently.
	tableIndex   map[string]int
	tableIndexed int
}

// addTable appends t to the job's tables and indexes its name.
func (j *Job) addTable(t *Table) {
	indexed := j.tableIndexed == len(j.Tables)
	j.Tables = append(j.Tables, t)
	if !indexed {
		return
	}
	if !t.NameUnknown {
		if j.tableIndex == nil {
			j.tableIndex = map[string]int{}
		}
		j.tableIndex[t.Name] = len(j.Tables) - 1
	}
	j.tableIndexed = len(j.Tables)
}

// Table looks a table up by name as the job last declared it.
func (j *Job) Table(name string) *Table {
	if j.tableIndexed == len(j.Tables) {
		if i, ok := j.tableIndex[name]; ok {
			return j.Tables[i]
		}
		return nil
	}
	for i := len(j.Tables) - 1; i >= 0; i-- {
		if j.Tables[i].Name == name && !j.Tables[i].NameUnknown {
			return j.Tables[i]
		}
	}
	return nil
}

// Link is one deployment governing a job, and why the linker chose it.
type Link struct {
	Deployment *Deployment
	Why        string
	// Session is the SQL client session the deployment runs the job in,
	// when it runs init scripts first; nil otherwise.
	Session *link.Session
}

// Deployment is a deploy.Deployment placed in the run.
type Deployment struct {
	*deploy.Deployment
	File *File
}

// SQLUnit is one parsed SQL text of a job: a .sql file, or a SQL string of a
// Python file.
type SQLUnit struct {
	File     *File
	Script   *sqlparse.Script
	Embedded *pyparse.SQLText // nil for a .sql file
	// Imported are the other Python files of the model some bytes of the
	// embedded SQL were written in (a helper of an imported module), by
	// the path pyparse gives them.
	Imported map[string]*File
}

// TableAPI reports whether the unit is a Table API statement written as
// SQL (pyparse.Module.TableAPI), not SQL of the job.
func (u *SQLUnit) TableAPI() bool {
	return u.Embedded != nil && u.Embedded.API == pyparse.TableAPIAPI
}

// Range maps a span of the SQL text to positions in the file it came from:
// for SQL inside Python, the exact characters of the Python string, in the
// imported module where they are written when they all come from one.
func (u *SQLUnit) Range(s sqlparse.Span) (token.Pos, token.Pos) {
	if u.Embedded == nil {
		return u.File.Pos(s.Start), u.File.Pos(s.End)
	}
	if p, sp := u.Embedded.SrcSpan(s.Start, s.End); p != "" {
		if f := u.Imported[p]; f != nil {
			return f.Pos(sp.Start), f.Pos(sp.End)
		}
	}
	ps := u.Embedded.PySpan(s.Start, s.End)
	return u.File.Pos(ps.Start), u.File.Pos(ps.End)
}

// FileAt is the file of the unit that holds pos: an imported module the
// bytes there were written in, or the unit's own file.
func (u *SQLUnit) FileAt(pos token.Pos) *File {
	for _, f := range u.Imported {
		if base := token.Pos(f.Tok.Base()); pos >= base && int(pos-base) <= f.Tok.Size() {
			return f
		}
	}
	return u.File
}

// substitutedOption is where an option of Python-built SQL was written when
// its key was substituted into quotes of a template (`f"'{k}' = '{v}'"`
// over a dict of options): the dict entry, key through value, rather than
// the template every option shares.
func (u *SQLUnit) substitutedOption(o sqlparse.Option) (token.Pos, token.Pos, bool) {
	k := o.Key.Span
	if u.Embedded == nil || k.Len() < 2 {
		return 0, 0, false
	}
	_, quoteEnd := u.Range(sqlparse.Span{Start: k.Start, End: k.Start + 1})
	inner := sqlparse.Span{Start: k.Start + 1, End: k.End - 1}
	pos, end := u.Range(inner)
	if pos == quoteEnd {
		return 0, 0, false // written in place
	}
	if v := o.Value.Span; v.Len() >= 2 {
		if _, ve := u.Range(sqlparse.Span{Start: v.Start + 1, End: v.End - 1}); ve > pos {
			end = ve
		}
	}
	return pos, end, true
}

// sourceText is the text of the unit's file between two of its positions,
// without the quotes of an identifier: what stands for a name that is not
// known statically.
func (u *SQLUnit) sourceText(pos, end token.Pos) string {
	f := u.FileAt(pos)
	base := token.Pos(f.Tok.Base())
	a, b := int(pos-base), int(end-base)
	src := f.Source()
	if a < 0 || b > len(src) || a >= b {
		return "?"
	}
	return strings.Trim(string(src[a:b]), "`\"'")
}

// Origin says which statement set an option. It is a byte, not its name,
// so that it packs beside Option.Hole: a run holds tens of thousands of
// options (issue 31).
type Origin uint8

const (
	FromWith Origin = iota + 1
	FromLike
	FromAlter
	FromHint
	FromDescriptor
	FromSet
	FromPython
	FromDeployment
	// FromHive is the connector of a Hive table: declared by Hive DDL, or
	// written by a job that registers a Hive catalog.
	FromHive
)

var originNames = [...]string{FromWith: "WITH", FromLike: "LIKE", FromAlter: "ALTER TABLE", FromHint: "OPTIONS hint",
	FromDescriptor: "TableDescriptor", FromSet: "SET", FromPython: "Python", FromDeployment: "deployment", FromHive: "Hive"}

// String is the origin's name: the statement or source ("WITH",
// "OPTIONS hint", ...); "" for none.
func (o Origin) String() string {
	if int(o) < len(originNames) {
		return originNames[o]
	}
	return ""
}

// Option is one table option (or one job setting) where it was set.
type Option struct {
	Key   string
	Value string
	// Hole is true when the value (or key) is not known statically.
	Hole   bool
	Origin Origin
	// Pos..End is key start through value end; ValuePos..ValueEnd is the
	// value as written (quotes included).
	Pos, End           token.Pos
	ValuePos, ValueEnd token.Pos
	File               *File
	// API is the Python call that made a job setting ("set_parallelism",
	// "get_config().set", ...); "" for SQL and deployment settings.
	API string
	// Helper, for a job setting made inside a helper function of another
	// file of the model, is that file, and HelperPos..HelperEnd the call as
	// written there; Pos..End is then the call of the helper in File.
	Helper               *File
	HelperPos, HelperEnd token.Pos
}

// Options is an ordered option list in which later entries win.
type Options []*Option

// Get returns the effective option for key (keys are case-sensitive, as in
// Flink), or nil.
func (o Options) Get(key string) *Option {
	for i := len(o) - 1; i >= 0; i-- {
		if o[i].Key == key {
			return o[i]
		}
	}
	return nil
}

// set returns a new list: o with opt replacing any earlier value of its
// key. o is not modified: tables copied from one another (a descriptor
// registered under several names) share their lists.
func (o Options) set(opt *Option) Options {
	return append(o.withoutInto(make(Options, 0, len(o)+1), opt.Key), opt)
}

// without returns o without the values of key: o itself when it has none,
// else a new list (o is not modified).
func (o Options) without(key string) Options {
	if o.Get(key) == nil {
		return o
	}
	return o.withoutInto(make(Options, 0, len(o)-1), key)
}

func (o Options) withoutInto(out Options, key string) Options {
	for _, x := range o {
		if x.Key != key {
			out = append(out, x)
		}
	}
	return out
}

// put sets opt in o in place, replacing any earlier value of its key, and
// returns o: for a list no other table or sink holds yet (one being built),
// with room for opt, it allocates nothing.
func (o Options) put(opt *Option) Options {
	return append(slices.DeleteFunc(o, func(x *Option) bool { return x.Key == opt.Key }), opt)
}

// Table is a table as a job declared it, with its effective options after
// CREATE TABLE ... WITH, LIKE inheritance and ALTER TABLE SET/RESET.
type Table struct {
	Name string // the object name as written, unquoted
	// NameUnknown is true when the name is not known statically (a
	// placeholder, `{self.table_name}`): Name is then the source text that
	// stands for it, and no statement can be matched to the table by name.
	// The table is still analysed: its options are what they are,
	// whatever its name.
	NameUnknown bool
	Pos, End    token.Pos
	File        *File
	Options     Options
	// Descriptor is true for a PyFlink TableDescriptor.
	Descriptor bool
	// desc is that descriptor, as evaluated for this table: a helper that
	// builds descriptors gives one per call site, all at the same position.
	desc *pyparse.Descriptor
	// RegisteredPos..RegisteredEnd is where a descriptor's table path is
	// written (create_temporary_table("orders", ...)); NoPos otherwise.
	RegisteredPos, RegisteredEnd token.Pos
	// Written is true when some sink of the job writes into the table.
	Written bool
	// LikeSource is true when a later CREATE TABLE ... LIKE copies it (a
	// template table).
	LikeSource bool
}

// Sink is a write into a table: the table's effective options with the
// INSERT's /*+ OPTIONS(...) */ hint applied last.
type Sink struct {
	Table *Table
	// Target is the table the INSERT names, as written (dotted, unquoted),
	// also when the job does not declare it.
	Target   string
	Pos, End token.Pos // the INSERT statement or insert call
	Options  Options
	// TableAPI is true for a Table API insert call (execute_insert,
	// insert_into, add_insert): flinklint sees the query it writes only when
	// it is a chained sql_query("SELECT ...").
	TableAPI bool
	// query is the sql_query call a Table API insert writes the table of,
	// when that table is held in a name (pyparse.TableUse.Query); 0 when
	// unknown or chained (the chained call lies within Pos..End).
	query token.Pos
}

// Settings are job configuration values; later entries win.
type Settings = Options

// Build builds the model from the parsed input.
func Build(in *Input) *Model {
	m := &Model{Fset: in.Fset, Files: in.Files, Options: in.Options, byPath: make(map[string]*File, len(in.Files)), workers: in.Workers, report: in.Report, bound: in.Bound}
	for _, f := range in.Files {
		m.byPath[f.Path] = f
	}
	m.fillTemplates()
	for _, f := range m.Files {
		if f.Deploy == nil {
			continue
		}
		for _, d := range f.Deploy.Deployments {
			df := f
			if o := m.byPath[d.Path]; o != nil {
				df = o // a multi-file reader (Terraform) names the file
			}
			m.Deployments = append(m.Deployments, &Deployment{Deployment: d, File: df})
		}
	}
	var jobFiles []*File
	for _, f := range m.Files {
		if f.Kind == PythonFile && isJob(f.Python) {
			jobFiles = append(jobFiles, f)
		}
	}
	// Each Python job is built from its own files alone (the model's other
	// files are only read), so the jobs are built in parallel.
	pyJobs := make([]*Job, len(jobFiles))
	unreached := make([]*Job, len(jobFiles))
	parallel.ForEachIndex(m.workers, len(jobFiles), func(i int) {
		pyJobs[i], unreached[i] = m.pythonJob(jobFiles[i]), unreachedJob(jobFiles[i])
	})
	owned := map[*File]bool{}
	for i, j := range pyJobs {
		for _, s := range j.SQLFiles {
			owned[s] = true
		}
		m.Jobs = append(m.Jobs, j)
		if unreached[i] != nil {
			m.Jobs = append(m.Jobs, unreached[i])
		}
	}
	for _, f := range m.Files {
		if f.Kind == ConfigFile && f.Deploy != nil {
			m.Jobs = append(m.Jobs, m.scriptJobs(f)...)
		}
	}
	for _, f := range m.Files {
		if f.Kind == SQLFile && !owned[f] && !f.OtherDialect {
			j := &Job{Name: f.Path, Entry: f}
			j.run([]event{{unit: &SQLUnit{File: f, Script: f.SQL}}})
			m.Jobs = append(m.Jobs, j)
		}
	}
	sort.Slice(m.Jobs, func(a, b int) bool { return m.Jobs[a].Name < m.Jobs[b].Name })
	linkJobs(m)
	m.buildSessions()
	m.foldModules()
	m.inheritFromRoots()
	return m
}

// Module is a Python file whose SQL or settings some jobs run through its
// functions.
type Module struct {
	File   *File
	UsedBy []*Job
}

// foldModules removes from the jobs the Python files other jobs run as
// imported modules (and the JVM files without a main method whose
// constants or methods other jobs use), unless a deployment names them: their SQL and settings
// are judged as part of the importing job, with its deployment, and judging
// them again on their own would report the same options unlinked.
func (m *Model) foldModules() {
	usedBy := map[*File][]*Job{}
	for _, j := range m.Jobs {
		for _, f := range m.importedFiles(j, true) {
			if f != j.Entry {
				usedBy[f] = append(usedBy[f], j)
			}
		}
	}
	folds := func(j *Job) bool {
		// A JVM class with a main method is an entry point of its own
		// (a jar runs it), whatever constants other jobs take from it.
		ownMain := j.Entry.JVM != nil && len(j.Entry.JVM.MainClasses) > 0
		return len(usedBy[j.Entry]) > 0 && len(j.Deployments) == 0 && j.Entry.Kind == PythonFile && !ownMain
	}
	kept := m.Jobs[:0]
	folded := map[*File]bool{}
	for _, j := range m.Jobs {
		if !folds(j) {
			kept = append(kept, j)
			continue
		}
		if folded[j.Entry] {
			continue // the file's job and its functions never called: one module
		}
		folded[j.Entry] = true
		// The jobs that use it, but those that are modules of a job too (a
		// module of the pipeline that calls it).
		users := usedBy[j.Entry]
		var roots []*Job
		for _, u := range users {
			if !folds(u) {
				roots = append(roots, u)
			}
		}
		if len(roots) > 0 {
			users = roots
		}
		m.Modules = append(m.Modules, &Module{File: j.Entry, UsedBy: users})
	}
	m.Jobs = kept
}

// importedFiles are the other Python files the job's SQL and settings were
// written in, and those whose functions it runs, in a stable order. With
// carriedOnly, a file whose functions it runs is one only when the job
// carries all the file holds for the rules (its SQL, settings and the SQL
// files it reads, which calls followed into it bring): not one that builds
// table descriptors, Table API writes or DataStream sinks, which are read
// only in the file's own job.
func (m *Model) importedFiles(j *Job, carriedOnly bool) []*File {
	seen := map[*File]bool{}
	var out []*File
	add := func(f *File) {
		if f != nil && !seen[f] {
			seen[f] = true
			out = append(out, f)
		}
	}
	for _, u := range j.Units {
		paths := make([]string, 0, len(u.Imported))
		for p := range u.Imported {
			paths = append(paths, p)
		}
		sort.Strings(paths)
		for _, p := range paths {
			add(u.Imported[p])
		}
	}
	for _, o := range j.Settings {
		add(o.Helper)
	}
	if j.Entry != nil && j.Entry.Kind == PythonFile && j.Entry.Python != nil && !strings.HasSuffix(j.Name, UnreachedSuffix) {
		for _, p := range j.Entry.Python.Runs {
			if f := m.byPath[path.Clean(p)]; f != nil && f.Kind == PythonFile && (!carriedOnly || carried(f.Python)) {
				add(f)
			}
		}
	}
	return out
}

// carried reports whether what a module holds for the rules reaches the
// job that calls its functions: SQL, settings and SQL files do; table
// descriptors, Table API writes, DataStream sinks and inputs are read in
// the module's own job only.
func carried(mod *pyparse.Module) bool {
	return mod == nil || len(mod.Descriptors) == 0 && len(mod.TableUses) == 0 && len(mod.FileSinks) == 0 && len(mod.StreamInputs) == 0
}

// ReadByJob reports whether a PyFlink job of the model reads the SQL file f.
func (m *Model) ReadByJob(f *File) bool {
	for _, j := range m.Jobs {
		for _, s := range j.SQLFiles {
			if s == f {
				return true
			}
		}
	}
	return false
}

// OtherDatabaseScript reports whether a SQL script of a deployment config
// (a ConfigMap's .sql entry) is another database's: nothing in it is Flink's
// and no Flink deployment runs it. ConfigMaps also carry the init scripts of
// the databases a stack runs beside Flink; like a .sql file without Flink
// evidence, such a script is not Flink SQL.
func (m *Model) OtherDatabaseScript(f *File, emb *EmbeddedSQL) bool {
	if f.Kind != ConfigFile || emb.Text == nil || sqlparse.HasFlinkEvidence(emb.Text.Text) {
		return false
	}
	for _, j := range m.Jobs {
		if len(j.Deployments) == 0 {
			continue
		}
		for _, u := range j.Units {
			if u.Script == emb.Script {
				return false
			}
		}
	}
	return true
}

// Judged reports whether the rules judge file f: every file but a SQL script
// of another database (File.OtherDialect) that no PyFlink job reads.
func (m *Model) Judged(f *File) bool {
	return !f.OtherDialect || m.ReadByJob(f)
}

// isJob tells a PyFlink job from other Python (a CDK stack, a helper), and
// a JVM file with Flink code the rules read (a KafkaSink chain too).
func isJob(mod *pyparse.Module) bool {
	return mod != nil && (len(mod.SQL) > 0 || len(mod.SQLFiles) > 0 || len(mod.Descriptors) > 0 ||
		len(mod.Settings) > 0 || len(mod.FileSinks) > 0 || len(mod.KafkaSinks) > 0)
}

// event is one step of a job in source order: a SQL unit, a Python setting
// or a descriptor.
type event struct {
	at         int
	unit       *SQLUnit
	setting    *pyparse.Setting
	helperFile *File // the file a setting's call is written in, when not the job's own (may be nil)
	descriptor *pyparse.Descriptor
	tableWrite *pyparse.TableUse
	tableAPI   *SQLUnit // a Table API statement written as SQL (Job.Replay)
}

func (m *Model) pythonJob(f *File) *Job {
	j := &Job{Name: f.Path, Entry: f, Unlinkable: IsTestFile(f.Path)}
	py := f.Python
	evs := make([]event, 0, len(f.Embedded)+len(py.SQLFiles)+len(py.Settings)+len(py.Descriptors)+len(py.TableUses))
	for _, e := range f.Embedded {
		if e.Script == nil || e.Text.Unreached {
			continue
		}
		evs = append(evs, event{at: e.Text.Call.Start, unit: &SQLUnit{File: f, Script: e.Script, Embedded: e.Text, Imported: m.importedBy(e.Text)}})
	}
	j.HiveCatalog = f.Python.Called("HiveCatalog")
	dir := path.Dir(f.Path)
	for _, ref := range f.Python.SQLFiles {
		p := ref.Path
		if !path.IsAbs(p) {
			p = path.Join(dir, p)
		}
		sf := m.byPath[path.Clean(p)]
		if sf == nil || sf.Kind != SQLFile {
			continue
		}
		j.SQLFiles = append(j.SQLFiles, sf)
		evs = append(evs, event{at: ref.Span.Start, unit: &SQLUnit{File: sf, Script: sf.SQL}})
	}
	for i := range f.Python.Settings {
		s := &f.Python.Settings[i]
		ev := event{at: s.Span.Start, setting: s}
		if s.Path != "" {
			ev.helperFile = m.byPath[path.Clean(s.Path)]
		}
		evs = append(evs, ev)
	}
	for _, d := range f.Python.Descriptors {
		ev := event{at: d.Span.Start, descriptor: d}
		if d.Path != "" {
			// Written in another file: it joins the job where it is used.
			hf := m.byPath[path.Clean(d.Path)]
			if hf == nil || hf.Tok == nil || d.Span.End > hf.Len() {
				continue
			}
			ev.helperFile = hf
			ev.at = useSite(d)
		}
		evs = append(evs, ev)
	}
	for i := range f.Python.TableUses {
		if u := &f.Python.TableUses[i]; u.Write && u.Path.Known && u.Span.End <= f.Len() {
			evs = append(evs, event{at: u.Span.Start, tableWrite: u})
		}
	}
	for _, t := range f.Python.TableAPI {
		if sc := sqlparse.Parse(t.Text); len(sc.Errors) == 0 && len(sc.Statements) == 1 {
			evs = append(evs, event{at: t.Call.Start, tableAPI: &SQLUnit{File: f, Script: sc, Embedded: t}})
		}
	}
	sort.SliceStable(evs, func(a, b int) bool { return evs[a].at < evs[b].at })
	j.run(evs)
	return j
}

// fillTemplates reparses each .sql file a Python job reads and may fill in
// as a template (the module calls str.format or uses %) with its
// placeholders as holes: {name} and %(name)s are not SQL, and their values
// are not known. The file is replaced by a copy in the model; the input's
// files stay as read.
func (m *Model) fillTemplates() {
	fills := map[*File]pyparse.Fills{}
	for _, f := range m.Files {
		if f.Kind != PythonFile || f.Python == nil {
			continue
		}
		for _, ref := range f.Python.SQLFiles {
			by := pyparse.Fills{Format: f.Python.Fills.Format || ref.Fills.Format, Percent: f.Python.Fills.Percent || ref.Fills.Percent}
			if !by.Format && !by.Percent {
				continue
			}
			p := ref.Path
			if !path.IsAbs(p) {
				p = path.Join(path.Dir(f.Path), p)
			}
			sf := m.byPath[path.Clean(p)]
			if sf == nil || sf.Kind != SQLFile || sf.Template || !strings.HasSuffix(strings.ToLower(sf.Path), ".sql") {
				continue
			}
			had := fills[sf]
			fills[sf] = pyparse.Fills{Format: had.Format || by.Format, Percent: had.Percent || by.Percent}
		}
	}
	copied := false
	for i, f := range m.Files {
		by, ok := fills[f]
		if !ok {
			continue
		}
		src := string(f.Source())
		masked := pyparse.MaskTemplateHoles(src, by)
		if masked == src {
			continue
		}
		if !copied {
			m.Files, copied = append([]*File(nil), m.Files...), true
		}
		c := *f
		c.SQL = sqlparse.Parse(masked)
		m.Files[i], m.byPath[f.Path] = &c, &c
	}
}

// importedBy maps the paths of the other files a SQL text's bytes came
// from to the model's files.
func (m *Model) importedBy(t *pyparse.SQLText) map[string]*File {
	var out map[string]*File
	for _, g := range t.Segments {
		if g.Path == "" {
			continue
		}
		if f := m.byPath[path.Clean(g.Path)]; f != nil && f.Tok != nil {
			if out == nil {
				out = map[string]*File{}
			}
			out[g.Path] = f
		}
	}
	return out
}

// scriptJobs are the SQL scripts written in a deployment config (a
// ConfigMap's .sql entries, SQL inline in a job's args), each a job of its
// own, governed by the deployment that runs it: the one whose args hold it,
// or whose SQL-script argument is the path where its pods mount that
// ConfigMap entry. A ConfigMap script nothing mounts is checked on its own.
func (m *Model) scriptJobs(f *File) []*Job {
	if len(f.Deploy.Scripts) == 0 {
		return nil // most configs: no index of the deployments to build
	}
	var out []*Job
	deps := make([]*deploy.Deployment, len(m.Deployments))
	byDep := make(map[*deploy.Deployment]*Deployment, len(m.Deployments))
	for i, d := range m.Deployments {
		deps[i], byDep[d.Deployment] = d.Deployment, d
	}
	for i, s := range f.Deploy.Scripts {
		if i >= len(f.Embedded) || f.Embedded[i].Script == nil {
			continue
		}
		e := f.Embedded[i]
		j := &Job{Entry: f, Unlinkable: true}
		if s.Deployment != nil {
			j.Name = f.Path + " (SQL in the args of " + s.Deployment.Name + ")"
		} else {
			j.Name = f.Path + " (ConfigMap " + s.ConfigMap + ", " + s.Key + ")"
		}
		for _, l := range link.Scripts(s, deps) {
			j.Deployments = append(j.Deployments, &Link{Deployment: byDep[l.Deployment], Why: l.Why})
		}
		j.run([]event{{unit: &SQLUnit{File: f, Script: e.Script, Embedded: e.Text}}})
		out = append(out, j)
	}
	return out
}

// IsTestFile reports whether a Python path is a test (pytest's and
// unittest's conventions: test_*.py, *_test.py, conftest.py, or under a
// tests/ or test/ directory): it runs under a test runner, never as a
// deployed job.
func IsTestFile(p string) bool {
	base := path.Base(p)
	if strings.HasPrefix(base, "test_") || strings.HasSuffix(base, "_test.py") || base == "conftest.py" {
		return true
	}
	for dir := range strings.SplitSeq(path.Dir(p), "/") {
		if dir == "tests" || dir == "test" {
			return true
		}
	}
	return false
}

// UnreachedSuffix ends the name of the job that holds the SQL of a file's
// functions that nothing calls.
const UnreachedSuffix = " (functions never called)"

// unreachedJob is the SQL of f's functions and classes that f never names:
// it does not run as f's job, so no deployment governs it, but it is still
// checked on its own (warning at most for what a deployment would decide).
func unreachedJob(f *File) *Job {
	var evs []event
	for _, e := range f.Embedded {
		if e.Script != nil && e.Text.Unreached {
			evs = append(evs, event{at: e.Text.Call.Start, unit: &SQLUnit{File: f, Script: e.Script, Embedded: e.Text}})
		}
	}
	if len(evs) == 0 {
		return nil
	}
	j := &Job{Name: f.Path + UnreachedSuffix, Entry: f, Unlinkable: true}
	j.run(evs)
	return j
}

func (j *Job) run(evs []event) {
	for _, ev := range evs {
		switch {
		case ev.unit != nil:
			if ev.unit.Script == nil {
				continue
			}
			j.Units = append(j.Units, ev.unit)
			j.Replay = append(j.Replay, ev.unit)
			for _, st := range ev.unit.Script.Statements {
				j.statement(ev.unit, st)
			}
		case ev.setting != nil:
			j.pySetting(ev.setting, ev.helperFile)
		case ev.descriptor != nil:
			j.descriptor(ev.descriptor, ev.helperFile)
		case ev.tableWrite != nil:
			j.pyInsert(ev.tableWrite)
		case ev.tableAPI != nil:
			j.Replay = append(j.Replay, ev.tableAPI)
		}
	}
	for _, s := range j.Sinks {
		if s.Table != nil {
			s.Table.Written = true
		}
	}
}

func (j *Job) statement(u *SQLUnit, st sqlparse.Statement) {
	switch s := st.(type) {
	case *sqlparse.CreateTable:
		j.createTable(u, s)
	case *sqlparse.CreateView:
		if key, ok := j.ddlState().key(s.Name, s.Temporary); ok {
			if j.ddl.live == nil {
				j.ddl.live = map[ddlKey]bool{}
			}
			j.ddl.live[key] = true
		}
	case *sqlparse.AlterView:
		if s.NewName != nil {
			j.ddlState().rename(s.Name, *s.NewName)
		}
	case *sqlparse.AlterTable:
		if s.Schema != nil && s.Schema.NewName != nil {
			j.ddlState().rename(s.Name, *s.Schema.NewName)
		}
		t := j.Table(s.Name.Object().Name)
		if t == nil || s.Name.Object().Hole {
			return
		}
		switch strings.ToUpper(s.Action) {
		case "SET":
			for _, o := range s.Options {
				if opt := sqlOption(u, o, FromAlter); opt != nil {
					t.Options = t.Options.set(opt)
				}
			}
		case "RESET":
			for _, k := range s.ResetKeys {
				if !k.Hole {
					t.Options = t.Options.without(k.Value)
				}
			}
		}
	case *sqlparse.Set:
		if s.Key.Span.Len() == 0 && s.Key.Value == "" {
			return
		}
		pos, _ := u.Range(s.Key.Span)
		end := pos
		vp, ve := u.Range(s.Value.Span)
		if s.Value.Span.Len() > 0 {
			end = ve
		}
		j.Settings = j.Settings.put(&Option{Key: s.Key.Value, Value: s.Value.Value, Hole: s.Key.Hole || s.Value.Hole,
			Pos: pos, End: end, ValuePos: vp, ValueEnd: ve, Origin: FromSet, File: u.FileAt(pos)})
	case *sqlparse.Reset:
		if s.Key.Value == "" && !s.Key.Hole {
			j.Settings = nil
			return
		}
		j.Settings = j.Settings.without(s.Key.Value)
	case *sqlparse.UseCatalog:
		j.ddlState().use(s.Name, nil)
	case *sqlparse.UseDatabase:
		if n := s.Name.Parts; len(n) == 2 {
			j.ddlState().use(n[0], &n[1])
		} else if len(n) == 1 {
			j.ddlState().use(sqlparse.Ident{}, &n[0])
		}
	case *sqlparse.Generic:
		if s.Object != nil && strings.HasPrefix(s.Keyword, "DROP ") && (strings.HasSuffix(s.Keyword, " TABLE") || strings.HasSuffix(s.Keyword, " VIEW")) {
			if key, ok := j.ddlState().key(*s.Object, strings.Contains(s.Keyword, "TEMPORARY")); ok {
				delete(j.ddl.live, key)
			}
		}
	case *sqlparse.CreateCatalog:
		for _, o := range s.Options {
			if o.Key.Value == "type" && strings.EqualFold(o.Value.Value, "hive") {
				j.HiveCatalog = true
			}
		}
	case *sqlparse.Insert:
		j.insert(u, s)
	case *sqlparse.StatementSet:
		for _, ins := range s.Inserts {
			j.insert(u, ins)
		}
	}
}

func (j *Job) createTable(u *SQLUnit, s *sqlparse.CreateTable) {
	key, keyed := j.ddlState().key(s.Name, s.Temporary)
	if keyed && s.IfNotExists && !s.OrReplace && j.ddl.live[key] {
		// Flink keeps the table it has: this declaration is never created,
		// and the job's statements read and write the first one.
		return
	}
	if keyed {
		if j.ddl.live == nil {
			j.ddl.live = map[ddlKey]bool{}
		}
		j.ddl.live[key] = true
	}
	name := s.Name.Object()
	pos, end := u.Range(s.Name.Span)
	t := &Table{Name: name.Name, Pos: pos, End: end, File: u.FileAt(pos)}
	if name.Hole {
		t.Name, t.NameUnknown = u.sourceText(pos, end), true
	}
	if s.Hive {
		t.Options = append(t.Options, hiveConnector(pos, end, t.File))
	}
	if s.Like != nil {
		if parent := j.Table(s.Like.Source.Object().Name); parent != nil && !s.Like.Source.Object().Hole {
			parent.LikeSource = true
			if mode := likeOptionsMode(s.Like.Options); mode != sqlparse.LikeExcluding {
				for _, o := range parent.Options {
					c := *o
					if c.Origin == FromWith {
						c.Origin = FromLike
					}
					t.Options = append(t.Options, &c)
				}
			}
		}
	}
	// Own options win over inherited ones. (Flink rejects a duplicate key
	// under INCLUDING OPTIONS; the model keeps the child's value either way.)
	// The list is the new table's own until it joins j.Tables.
	t.Options = slices.Grow(t.Options, len(s.Options))
	for _, o := range s.Options {
		if opt := sqlOption(u, o, FromWith); opt != nil {
			t.Options = t.Options.put(opt)
		}
	}
	j.addTable(t)
}

// ddlSession is what the model keeps of the session's catalog to replay
// CREATE TABLE ... IF NOT EXISTS as Flink does (the semantic layer keeps
// the whole catalog): the current catalog and database, and the paths of
// the tables and views the job declared and has not dropped.
type ddlSession struct {
	catalog, database string // "" when not known (a USE with a hole, a catalog's own default)
	live              map[ddlKey]bool
}

// ddlKey is a path of the temporary or the permanent namespace.
type ddlKey struct {
	path      string
	temporary bool
}

// ddlState returns the job's ddlSession, made when first needed.
func (j *Job) ddlState() *ddlSession {
	if j.ddl == nil {
		j.ddl = &ddlSession{catalog: "default_catalog", database: "default_database"}
	}
	return j.ddl
}

// use follows USE CATALOG and USE [catalog.]database.
func (d *ddlSession) use(catalog sqlparse.Ident, database *sqlparse.Ident) {
	if catalog.Hole || database != nil && database.Hole {
		d.catalog, d.database = "", ""
		return
	}
	if catalog.Name != "" && catalog.Name != d.catalog {
		d.catalog, d.database = catalog.Name, ""
		if catalog.Name == "default_catalog" {
			d.database = "default_database"
		}
	}
	if database != nil {
		d.database = database.Name
	}
}

// rename moves a permanent table or view (ALTER ... RENAME TO): the old
// path is free, the new one taken; a path not known makes both unknown.
func (d *ddlSession) rename(from, to sqlparse.QualifiedName) {
	if k, ok := d.key(from, false); ok {
		delete(d.live, k)
	}
	if k, ok := d.key(to, false); ok && d.live != nil {
		d.live[k] = true
	}
}

// key is a name's path in its namespace; ok is false when a part is not
// known.
func (d *ddlSession) key(name sqlparse.QualifiedName, temporary bool) (ddlKey, bool) {
	parts := make([]string, 0, 3)
	switch len(name.Parts) {
	case 1:
		parts = append(parts, d.catalog, d.database)
	case 2:
		parts = append(parts, d.catalog)
	case 3:
	default:
		return ddlKey{}, false
	}
	for _, p := range name.Parts {
		if p.Hole {
			return ddlKey{}, false
		}
		parts = append(parts, p.Name)
	}
	for _, p := range parts {
		if p == "" {
			return ddlKey{}, false
		}
	}
	return ddlKey{path: strings.Join(parts, "."), temporary: temporary}, true
}

// hiveConnector is the connector option a Hive table has without writing
// one, placed at the table's name.
func hiveConnector(pos, end token.Pos, f *File) *Option {
	return &Option{Key: "connector", Value: "hive", Pos: pos, End: end, ValuePos: pos, ValueEnd: end, Origin: FromHive, File: f}
}

// likeOptionsMode is how a LIKE clause treats the parent's options. Flink's
// default is INCLUDING ALL OVERWRITING OPTIONS; a later feature-specific
// option overrides an earlier ALL.
func likeOptionsMode(opts []sqlparse.LikeOption) sqlparse.LikeMode {
	mode := sqlparse.LikeOverwriting
	for _, o := range opts {
		switch strings.ToUpper(o.Feature) {
		case "ALL":
			mode = o.Mode
		case "OPTIONS":
			mode = o.Mode
		}
	}
	return mode
}

func (j *Job) insert(u *SQLUnit, s *sqlparse.Insert) {
	name := s.Target.Object()
	if name.Hole {
		return
	}
	pos, end := u.Range(s.Span)
	sink := &Sink{Table: j.Table(name.Name), Target: s.Target.String(), Pos: pos, End: end}
	if sink.Table != nil {
		sink.Options = append(sink.Options, sink.Table.Options...)
	} else if j.HiveCatalog {
		// A table the job does not declare, in a job that registers a Hive
		// catalog: a Hive table, written by the same file writer.
		tp, te := u.Range(s.Target.Span)
		sink.Options = append(sink.Options, hiveConnector(tp, te, u.FileAt(tp)))
	}
	for _, h := range s.Hints {
		if !strings.EqualFold(h.Name, "OPTIONS") {
			continue
		}
		for _, o := range h.Options {
			if opt := sqlOption(u, o, FromHint); opt != nil {
				sink.Options = sink.Options.put(opt) // the sink's own copy
			}
		}
	}
	j.Sinks = append(j.Sinks, sink)
}

func sqlOption(u *SQLUnit, o sqlparse.Option, origin Origin) *Option {
	if o.Key.Hole {
		return nil
	}
	pos, _ := u.Range(o.Key.Span)
	vp, ve := u.Range(o.Value.Span)
	end := ve
	if o.Value.Span.Len() == 0 {
		_, end = u.Range(o.Span())
	}
	if p, e, ok := u.substitutedOption(o); ok {
		pos, end = p, e
	}
	return &Option{Key: o.Key.Value, Value: o.Value.Value, Hole: o.Value.Hole,
		Pos: pos, End: end, ValuePos: vp, ValueEnd: ve, Origin: origin, File: u.FileAt(pos)}
}

func (j *Job) pySetting(s *pyparse.Setting, helperFile *File) {
	if !s.Key.Known {
		return
	}
	f := j.Entry
	o := &Option{Key: s.Key.Value, Value: s.Value.Value, Hole: !s.Value.Known,
		Pos: f.Pos(s.Span.Start), End: f.Pos(s.Span.End), ValuePos: f.Pos(s.Value.Span.Start), ValueEnd: f.Pos(s.Value.Span.End),
		Origin: FromPython, File: f, API: s.API}
	if helperFile != nil && s.Src.End <= helperFile.Len() {
		o.Helper, o.HelperPos, o.HelperEnd = helperFile, helperFile.Pos(s.Src.Start), helperFile.Pos(s.Src.End)
	}
	j.Settings = j.Settings.put(o)
}

// useSite is where a descriptor built in another file is used in the job's
// own file: its registration, else its first read or write.
func useSite(d *pyparse.Descriptor) int {
	switch {
	case len(d.Registered) > 0:
		return d.Registered[0].Span.Start
	case len(d.InsertedBy) > 0:
		return d.InsertedBy[0].Start
	case len(d.ReadBy) > 0:
		return d.ReadBy[0].Start
	}
	return 0
}

// descriptor adds a descriptor's table to the job; written in another file
// (Descriptor.Path), its options are placed in that file, in.
func (j *Job) descriptor(d *pyparse.Descriptor, in *File) {
	f := j.Entry
	if in != nil {
		f = in
	}
	t := &Table{Pos: f.Pos(d.Span.Start), End: f.Pos(d.Span.End), File: f, Descriptor: true, desc: d}
	if d.Connector.Known {
		t.Options = append(t.Options, &Option{Key: "connector", Value: d.Connector.Value,
			Pos: f.Pos(d.Connector.Span.Start), End: f.Pos(d.Connector.Span.End),
			ValuePos: f.Pos(d.Connector.Span.Start), ValueEnd: f.Pos(d.Connector.Span.End), Origin: FromDescriptor, File: f})
	}
	t.Options = slices.Grow(t.Options, len(d.Options)) // t's own until copied below
	for _, o := range d.Options {
		if !o.Key.Known {
			continue
		}
		t.Options = t.Options.put(&Option{Key: o.Key.Value, Value: o.Value.Value, Hole: !o.Value.Known,
			Pos: f.Pos(o.Span.Start), End: f.Pos(o.Span.End), ValuePos: f.Pos(o.Value.Span.Start), ValueEnd: f.Pos(o.Value.Span.End),
			Origin: FromDescriptor, File: f})
	}
	names := d.Registered
	if len(names) == 0 {
		names = []pyparse.StringValue{{Value: "", Known: true}}
	}
	for _, n := range names {
		if !n.Known {
			continue
		}
		c := *t
		c.Name = sqlparse.TableObject(n.Value)
		if n.Span != (pyparse.Span{}) {
			c.RegisteredPos, c.RegisteredEnd = j.Entry.Pos(n.Span.Start), j.Entry.Pos(n.Span.End)
		}
		j.addTable(&c)
		for _, ins := range d.InsertedBy {
			j.Sinks = append(j.Sinks, &Sink{Table: &c, Pos: j.Entry.Pos(ins.Start), End: j.Entry.Pos(ins.End), Options: append(Options(nil), c.Options...), TableAPI: true})
		}
	}
}

// pyInsert is a Table API insert into a table named by its path
// (t_env.from_path("src").execute_insert("sink"), add_insert("sink", t)):
// a write into the table of that name the job declares at that point, or
// into a catalog table. An insert into a descriptor is the descriptor's
// (Descriptor.InsertedBy).
func (j *Job) pyInsert(u *pyparse.TableUse) {
	name := sqlparse.TableObject(u.Path.Value)
	f := j.Entry
	sink := &Sink{Table: j.Table(name), Target: u.Path.Value, Pos: f.Pos(u.Span.Start), End: f.Pos(u.Span.End), TableAPI: true}
	if u.Query != (pyparse.Span{}) {
		sink.query = f.Pos(u.Query.Start)
	}
	if sink.Table != nil {
		if sink.Table.Descriptor {
			// The descriptor's own sink (by its registered path): give it
			// the query.
			for _, s := range j.Sinks {
				if s.TableAPI && s.Pos == sink.Pos && s.Table.Descriptor {
					s.query = sink.query
				}
			}
			return
		}
		sink.Options = append(sink.Options, sink.Table.Options...)
	}
	j.Sinks = append(j.Sinks, sink)
}

// DefinesConnector reports whether the project provides connector id
// itself: a table factory the repository registers (META-INF/services)
// whose factoryIdentifier() is id, or an identifier the project
// configuration lists under `connectors:`.
func (m *Model) DefinesConnector(id string) bool {
	for _, c := range m.Options.Connectors {
		if c == id {
			return true
		}
	}
	for _, f := range m.Files {
		for _, fac := range f.Factories {
			if fac.Identifier == id {
				return true
			}
		}
	}
	return false
}

// UnreadFactory returns a table factory the repository registers whose
// identifier flinklint could not read (its source is elsewhere, or the
// value is computed), and the service file that lists it: any unknown
// connector identifier may then be that factory's.
func (m *Model) UnreadFactory() (ConnectorFactory, *File, bool) {
	for _, f := range m.Files {
		for _, fac := range f.Factories {
			if fac.Identifier == "" {
				return fac, f, true
			}
		}
	}
	return ConnectorFactory{}, nil, false
}
