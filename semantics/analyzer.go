package semantics

import (
	"fmt"
	"go/token"
	"iter"
	"reflect"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/internal/parallel"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics/functions"
	"github.com/flinklint/flinklint/sqlparse"
)

// Analyzer analyses every job of the run once. Rules Require it and read
// ResultOf[Analyzer].(*Result).
var Analyzer = &analysis.Analyzer{
	Name:       "semantics",
	Doc:        "semantics replays each job's SQL into a catalog and resolves its queries: columns, types, time attributes, problems the planner rejects",
	Requires:   []*analysis.Analyzer{model.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	Run: func(pass *analysis.Pass) (any, error) {
		m := pass.ResultOf[model.Analyzer].(*model.Model)
		workers := m.Workers()
		// Jobs are independent: each is analysed on its own goroutine,
		// into its own slot, so the result does not depend on --jobs. A
		// job whose analysis runs past the run's time bound is reported by
		// the driver and analysed as declaring nothing.
		//
		// Rules read a job's Problems and Changelogs, never its catalog:
		// each catalog is dropped once the names another job may read
		// from it are taken (dropDeclaredElsewhere), so the catalogs of
		// all jobs are never live at once (bench/README.md, issue 31).
		analyses := make([]*Job, len(m.Jobs))
		declared := make([][]declName, len(m.Jobs))
		parallel.ForEachIndex(workers, len(m.Jobs), func(i int) {
			j := m.Jobs[i]
			at := j.Name
			if j.Entry != nil {
				at = j.Entry.Path
			}
			v := m.JobFlinkVersion(j)
			a, ok := model.Bounded(m, "semantic analysis", at, func() *Job {
				return AnalyzeVersion(j, functions.Version{Major: v.Major, Minor: v.Minor})
			})
			if !ok {
				a = &Job{Catalog: NewCatalog()}
			}
			declared[i] = declaredNames(j, a.Catalog)
			a.fresh = a.Catalog.complete
			a.Catalog = nil
			analyses[i] = a
		})
		res := &Result{jobs: make(map[*model.Job]*Job, len(m.Jobs))}
		for i, j := range m.Jobs {
			res.jobs[j] = analyses[i]
		}
		res.dropDeclaredElsewhere(m, declared)
		return res, nil
	},
}

// Result maps each job of the run to its analysis.
type Result struct{ jobs map[*model.Job]*Job }

// Job returns the analysis of a job, analysing it when the run did not (a
// job built outside the run).
func (r *Result) Job(j *model.Job) *Job {
	if a := r.jobs[j]; a != nil {
		return a
	}
	return Analyze(j)
}

// declName is a name a job declares, as dropDeclaredElsewhere counts
// them: a table's or view's last name part, or a function's name.
type declName struct {
	function bool
	name     string
}

func compareDeclNames(a, b declName) int {
	if a.function != b.function {
		if a.function {
			return 1
		}
		return -1
	}
	return strings.Compare(a.name, b.name)
}

// declaredNames are the names a job declares (of the model's tables and
// the catalog's tables, views and functions), sorted, each once: a short
// slice per job rather than a map, as every job of the run keeps its own
// until dropDeclaredElsewhere.
func declaredNames(j *model.Job, cat *Catalog) []declName {
	names := make([]declName, 0, len(j.Tables)+len(cat.perm)+len(cat.temp)+len(cat.functions.created))
	for _, t := range j.Tables {
		names = append(names, declName{name: t.Name[strings.LastIndexByte(t.Name, '.')+1:]})
	}
	cat.each(func(t *Table) {
		names = append(names, declName{name: t.Path[strings.LastIndexByte(t.Path, '.')+1:]})
	})
	for f := range cat.functions.created {
		names = append(names, declName{function: true, name: f})
	}
	if cat.functions.modulesLoaded {
		names = append(names, loadsModule)
	}
	slices.SortFunc(names, compareDeclNames)
	return slices.Compact(names)
}

// declares reports whether a job's declared names (declaredNames) hold n.
func declares(names []declName, n declName) bool {
	_, found := slices.BinarySearchFunc(names, n, compareDeclNames)
	return found
}

// dropDeclaredElsewhere drops the unknown tables and functions another
// job of the run declares: SQL split into files that one session runs in
// turn (a DDL file, then a DML file) reads the first file's tables in the
// second. A name the job itself dropped or renamed stays reported.
// declared[i] are the names m.Jobs[i] declares (declaredNames).
func (r *Result) dropDeclaredElsewhere(m *model.Model, declared [][]declName) {
	counts := map[declName]int{}
	for _, names := range declared {
		for _, n := range names {
			counts[n]++
		}
	}
	for i, j := range m.Jobs {
		own := declared[i]
		elsewhere := func(function bool, name string) bool {
			n := declName{function: function, name: name}
			k := counts[n]
			if declares(own, n) {
				k--
			}
			return k > 0
		}
		a := r.jobs[j]
		if a.fresh {
			// A script that starts a session of its own sees no other
			// job's declarations (Catalog.complete).
			continue
		}
		kept := a.Problems[:0]
		for _, p := range a.Problems {
			switch {
			case p.Gone != "" || p.OtherKind:
			case p.Kind == UnknownTable && !p.Alias && elsewhere(false, p.Table[strings.LastIndexByte(p.Table, '.')+1:]):
				continue
			case p.Kind == UnknownFunction && elsewhere(true, strings.ToLower(p.Function)):
				continue
			case p.Kind == UnknownFunction && p.Reason == HiveFunctionReason && elsewhere(loadsModule.function, loadsModule.name):
				continue
			}
			kept = append(kept, p)
		}
		a.Problems = kept
	}
}

// Unit is a SQL text of a job (a .sql file or a Python string).
type Unit = model.SQLUnit

// Job is the semantic analysis of one job.
type Job struct {
	// Catalog is the catalog after the job's last statement (Analyze); nil
	// in the analyses of the Analyzer's Result, which drops it.
	Catalog *Catalog
	// Problems are what the planner would reject, in statement order.
	Problems []Problem
	// fresh is set when the job's session starts as Flink starts one
	// (Catalog.complete): no other job of the run declares anything in it.
	fresh bool
	// changelogs are the changelogs of the queries the job's statements
	// write, select or name (INSERT, CTAS, SELECT, CREATE VIEW), by the
	// query tree's root.
	changelogs changelogs
	// modes are the session's runtime mode at each statement the planner
	// translates (an INSERT, a statement set, a query, CTAS), in replay
	// order (ModeAt).
	modes []statementMode
}

// statementMode is the runtime mode the session has at one statement,
// whose text spans pos..end.
type statementMode struct {
	pos, end token.Pos
	mode     RuntimeMode
}

// ModeAt is the session's runtime mode at the statement the planner
// translates that holds pos (an INSERT's target, say); known is false when
// no such statement holds it (a Table API write flinklint does not replay
// as one). A position replayed more than once in different modes is
// ModeUnknown.
func (j *Job) ModeAt(pos token.Pos) (mode RuntimeMode, known bool) {
	for _, m := range j.modes {
		if pos < m.pos || pos >= m.end {
			continue
		}
		if known && m.mode != mode {
			return ModeUnknown, true
		}
		mode, known = m.mode, true
	}
	return mode, known
}

// Changelog returns the changelog of a query the job resolved; known is
// false when the job did not resolve it.
func (j *Job) Changelog(q sqlparse.QueryNode) (c Changelog, known bool) {
	return j.changelogs.get(q)
}

// changelogs maps query roots to their changelogs: a slice searched in
// order while there are few (most jobs resolve one or two queries, where
// a map's first allocation holds eight), a map beyond.
type changelogs struct {
	few  []queryChangelog
	many map[sqlparse.QueryNode]Changelog
}

type queryChangelog struct {
	query     sqlparse.QueryNode
	changelog Changelog
}

// fewChangelogs is how many changelogs the slice holds before the map.
const fewChangelogs = 8

func (c *changelogs) set(q sqlparse.QueryNode, cl Changelog) {
	if c.many != nil {
		c.many[q] = cl
		return
	}
	for i := range c.few {
		if c.few[i].query == q {
			c.few[i].changelog = cl
			return
		}
	}
	if len(c.few) < fewChangelogs {
		c.few = append(c.few, queryChangelog{q, cl})
		return
	}
	c.many = make(map[sqlparse.QueryNode]Changelog, 2*fewChangelogs)
	for _, e := range c.few {
		c.many[e.query] = e.changelog
	}
	c.few = nil
	c.many[q] = cl
}

func (c *changelogs) get(q sqlparse.QueryNode) (Changelog, bool) {
	if c.many != nil {
		cl, ok := c.many[q]
		return cl, ok
	}
	for _, e := range c.few {
		if e.query == q {
			return e.changelog, true
		}
	}
	return Changelog{}, false
}

// all yields every query root and its changelog (tests).
func (c *changelogs) all() iter.Seq2[sqlparse.QueryNode, Changelog] {
	return func(yield func(sqlparse.QueryNode, Changelog) bool) {
		for _, e := range c.few {
			if !yield(e.query, e.changelog) {
				return
			}
		}
		for q, cl := range c.many {
			if !yield(q, cl) {
				return
			}
		}
	}
}

// Analyze replays a job's statements into a fresh catalog, its Flink
// version not known.
func Analyze(j *model.Job) *Job { return analyze(j, nil, functions.Version{}) }

// AnalyzeVersion replays a job's statements into a fresh catalog, for a
// job that runs on the Flink line v (zero when not known).
func AnalyzeVersion(j *model.Job, v functions.Version) *Job { return analyze(j, nil, v) }

// analyze is AnalyzeVersion, recording the names it resolves into refs
// when not nil (References).
func analyze(j *model.Job, refs *refRecorder, v functions.Version) *Job {
	out := &Job{Catalog: NewCatalog()}
	r := &resolver{cat: out.Catalog, job: out, refs: refs, version: v, session: newSession(j)}
	if j.Entry != nil && (j.Entry.Python != nil || j.Entry.JVM != nil) {
		// Python, Java or Scala code may register tables and views
		// flinklint does not follow (TableDescriptor,
		// create_temporary_view, createTemporaryView), and run its
		// statements on other paths than their order in the file.
		out.Catalog.Unseen = true
	}
	if j.SessionUnknown {
		// The session runs an init script flinklint cannot tell first: it
		// may declare tables and functions the job reads.
		out.Catalog.Unseen = true
	}
	r.api = tableAPIMissing(j)
	out.Catalog.complete = startsFresh(j) && !out.Catalog.Unseen
	for _, u := range replayUnits(j) {
		if u.Script == nil || (u.File != nil && u.File.OtherDialect) {
			continue // a MySQL or PostgreSQL script is no Flink SQL
		}
		r.unit = u
		r.checkAddInsertSQL(u)
		for _, st := range u.Script.Statements {
			r.statement(st)
		}
	}
	if len(j.Replay) > len(j.Units) {
		out.Problems = dropRepeatedTableAPI(out.Problems)
	}
	if !out.Catalog.complete && (out.Catalog.presumes || len(out.Catalog.perm) == 0 && len(out.Catalog.temp) == 0 && len(out.Catalog.gone) == 0) {
		// A job that declares no table reads a catalog set up elsewhere
		// (an init script, a platform that registers topics as tables),
		// and may call its functions; so does a job that names a catalog
		// or database it never creates (notePresumed), whose current
		// catalog and database are the session's, not Flink's defaults.
		kept := out.Problems[:0]
		for _, p := range out.Problems {
			if p.Gone != "" || (p.Kind != UnknownTable || p.Alias) && p.Kind != UnknownFunction {
				kept = append(kept, p)
			}
		}
		out.Problems = kept
	}
	return out
}

// startsFresh reports whether the job's session starts as Flink starts
// one: its first script (the first init script of a known session, else
// the job's own) is one the project says starts a session of its own.
func startsFresh(j *model.Job) bool {
	first := j.Entry
	if len(j.Session) > 0 {
		first = j.Session[0]
	}
	if first == nil || first.Kind != model.SQLFile || !first.FreshSession {
		return false
	}
	for _, u := range j.Units {
		if u.Script != nil && len(u.Script.Errors) > 0 {
			// A statement flinklint could not read may create a table.
			return false
		}
	}
	return true
}

// statement replays one statement.
func (r *resolver) statement(st sqlparse.Statement) {
	r.translated(st)
	r.noteMode(st)
	switch s := st.(type) {
	case *sqlparse.CreateTable:
		r.createTable(s)
	case *sqlparse.CreateView:
		r.viewBody, r.untypedNulls = true, true
		body := r.query(s.Query.Body, nil)
		r.viewBody, r.untypedNulls = false, false
		reads := r.viewReads
		r.viewReads = nil
		r.checkViewColumns(s, body)
		rel := renameColumns(body, s.Columns)
		r.checkHints(s.Query.Body)
		r.job.changelogs.set(s.Query.Body, rel.Changelog)
		cols := viewColumns(rel)
		r.checkExists(s.Name, s.Temporary, s.IfNotExists, false, s.Name.Span)
		mode := createPlain
		if s.IfNotExists {
			mode = createIfNotExists
		}
		r.cat.notePresumed(s.Name.Parts)
		v := &Table{View: true, Temporary: s.Temporary, Columns: cols, Opaque: rel.Opaque, Decl: s,
			Changelog: rel.Changelog, MayWindow: rel.hasWindowProps(), unit: r.unit, reads: reads}
		r.refTable(s.Name, v, true)
		r.cat.add(s.Name, v, mode)
	case *sqlparse.AlterTable:
		r.alterTable(s)
	case *sqlparse.AlterView:
		r.alterView(s)
	case *sqlparse.UseCatalog:
		r.useCatalog(s)
	case *sqlparse.UseDatabase:
		r.useDatabase(s)
	case *sqlparse.CreateCatalog:
		r.createCatalog(s)
	case *sqlparse.Insert:
		r.insert(s)
	case *sqlparse.StatementSet:
		for _, ins := range s.Inserts {
			r.insert(ins)
		}
	case *sqlparse.Select:
		r.untypedNulls = true
		r.job.changelogs.set(s.Query.Body, r.topQuery(s.Query.Body).Changelog)
		r.untypedNulls = false
		r.checkHints(s.Query.Body)
	case *sqlparse.CreateFunction:
		r.refCreateFunction(s)
		r.createFunction(s)
	case *sqlparse.Set:
		r.set(s)
	case *sqlparse.Reset:
		r.reset(s)
	case *sqlparse.Generic:
		r.sessionStatement(s)
		r.batchOnly(s)
		r.generic(s)
	}
}

// noteMode records the session's runtime mode at a statement the planner
// translates (Job.ModeAt).
func (r *resolver) noteMode(st sqlparse.Statement) {
	switch s := st.(type) {
	case *sqlparse.Insert, *sqlparse.StatementSet, *sqlparse.Select:
	case *sqlparse.CreateTable:
		if s.AsQuery == nil {
			return
		}
	default:
		return
	}
	if r.unit == nil || r.unit.File == nil || r.unit.File.Tok == nil {
		return
	}
	pos, end := r.unit.Range(st.StmtSpan())
	if !pos.IsValid() || end <= pos {
		return
	}
	r.job.modes = append(r.job.modes, statementMode{pos: pos, end: end, mode: r.session.mode})
}

func (r *resolver) createTable(ct *sqlparse.CreateTable) {
	t := tableFromCreate(ct, r)
	if p, ok := r.cat.path(ct.Name); ok {
		t.Path = p // for checkLike's problems; mergeLike's table takes it below
	}
	if ct.Like != nil {
		src, known := r.cat.Lookup(ct.Like.Source)
		r.refTable(ct.Like.Source, src, false)
		switch {
		case src == nil:
			if known {
				r.missingTable(ct.Like.Source, likeMissing)
			}
			t.Opaque = true
		case !r.checkLike(t, src, ct):
			t = mergeLike(t, src, ct.Like)
			t.Opaque = true // rejected: no table is created
		default:
			t = mergeLike(t, src, ct.Like)
		}
	}
	applyWatermarks(t, ct)
	if ct.AsQuery != nil {
		rel := r.topQuery(ct.AsQuery.Body)
		r.job.changelogs.set(ct.AsQuery.Body, rel.Changelog)
		r.checkHints(ct.AsQuery.Body)
		if !rel.Opaque && (len(ct.Columns) > 0 || len(ct.ColumnNames) > 0) {
			r.checkCTASColumns(ct, rel)
		}
		if len(ct.Columns) > 0 || len(ct.ColumnNames) > 0 || rel.Opaque {
			t.Opaque = true // declared columns merge with the query's: not modelled yet
		} else {
			for _, c := range rel.Columns {
				c.Type = c.Type.WithAttr(0)
				c.Kind, c.Virtual, c.AttrUnknown, c.Expr = sqlparse.PhysicalColumn, false, false, sqlparse.Span{}
				c.Window, c.Rank, c.Deferred = NoWindowProp, nil, nil
				t.Columns = append(t.Columns, c)
			}
		}
	}
	if p, ok := r.cat.path(ct.Name); ok {
		t.Path = p
	}
	t.unit = r.unit
	t.Temporary = ct.Temporary
	r.checkCreate(t, ct)
	r.checkExists(ct.Name, ct.Temporary, ct.IfNotExists, ct.OrReplace, ct.Name.Span)
	mode := createPlain
	switch {
	case ct.OrReplace:
		mode = createOrReplace
	case ct.IfNotExists:
		mode = createIfNotExists
	}
	r.cat.notePresumed(ct.Name.Parts)
	r.refTable(ct.Name, t, true)
	r.cat.add(ct.Name, t, mode)
}

func (r *resolver) alterTable(at *sqlparse.AlterTable) {
	t, known := r.cat.Lookup(at.Name)
	r.refTable(at.Name, t, false)
	switch {
	case t == nil && known && !at.IfExists:
		r.missingTable(at.Name, alterMissing)
		return
	case t == nil:
		return
	case t.Temporary && !at.IfExists:
		r.problem(Problem{Kind: AlterTableInvalid, Span: at.Name.Span, Table: t.Path,
			Reason: alterMissing(t.Path)})
		return
	case t.Temporary:
		return
	case at.Action == "SET":
		for _, o := range at.Options {
			if o.Key.Hole || o.Value.Hole {
				t.OptionsUnknown = true
				continue
			}
			t.Options()[o.Key.Value] = o.Value.Value
		}
	case at.Action == "RESET" && len(at.ResetKeys) == 0:
		// Flink's converter checks the keys once it has the table.
		r.problem(Problem{Kind: AlterTableInvalid, Span: at.Span, Table: t.Path, Reason: "ALTER TABLE RESET does not support empty key"})
	case at.Action == "RESET" && slices.ContainsFunc(at.ResetKeys, func(k sqlparse.Literal) bool { return !k.Hole && k.Value == "connector" }):
		r.problem(Problem{Kind: AlterTableInvalid, Span: at.Span, Table: t.Path, Reason: "ALTER TABLE RESET does not support changing 'connector'"})
	case at.Action == "RESET":
		for _, k := range at.ResetKeys {
			if k.Hole {
				t.OptionsUnknown = true
				continue
			}
			delete(t.Options(), k.Value)
		}
	case at.Schema != nil && at.Schema.NewName != nil:
		r.cat.move(t, *at.Schema.NewName)
	default:
		if nt := r.alterSchema(t, at); nt != nil {
			r.cat.replace(t, nt)
		} else {
			t.Opaque = true // rejected, or a change not replayed
		}
	}
}

// viewColumns are a view's columns: its query's, without the spans of the
// view's statement (its readers' spans are their own).
func viewColumns(rel *Relation) []Column {
	cols := make([]Column, len(rel.Columns))
	for i, c := range rel.Columns {
		c.Expr = sqlparse.Span{}
		cols[i] = c
	}
	return cols
}

// alterView replays ALTER VIEW ... RENAME TO and ALTER VIEW ... AS as
// Flink's converters do (SqlNodeConvertUtils.validateAlterView): the view
// must be a permanent one ("View %s doesn't exist or is a temporary
// view."); RENAME moves it, AS gives it the new query's columns.
func (r *resolver) alterView(av *sqlparse.AlterView) {
	var rel *Relation
	var reads []*deferred
	if av.Query != nil {
		r.viewBody = true
		rel = r.query(av.Query.Body, nil)
		r.viewBody = false
		reads, r.viewReads = r.viewReads, nil
		r.checkHints(av.Query.Body)
		r.job.changelogs.set(av.Query.Body, rel.Changelog)
	}
	message := func(p string) string {
		return fmt.Sprintf("View %s doesn't exist or is a temporary view.", backquotePath(p))
	}
	t, known := r.cat.Lookup(av.Name)
	r.refTable(av.Name, t, false)
	switch {
	case t == nil && known:
		r.missingTable(av.Name, message)
		return
	case t == nil:
		return
	case t.Temporary && !r.cat.Unseen:
		r.problem(Problem{Kind: UnknownTable, Span: av.Name.Span, Table: t.Path, Reason: message(t.Path)})
		return
	case t.Temporary || !t.View:
		return // Flink rejects ALTER VIEW of a table too, not reported yet
	case av.NewName != nil:
		r.cat.move(t, *av.NewName)
	case rel != nil:
		// The view's declaration is now this statement: the checks that
		// follow a CREATE VIEW's query into its tables find none.
		r.cat.replace(t, &Table{Path: t.Path, View: true, Columns: viewColumns(rel), Opaque: rel.Opaque, Decl: av,
			Changelog: rel.Changelog, MayWindow: rel.hasWindowProps(), unit: r.unit, reads: reads})
	}
}
