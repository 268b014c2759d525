package model

import (
	"go/token"
	"reflect"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/pyparse"
	"github.com/flinklint/flinklint/sqlparse"
)

// Write is one statement that writes a query's rows into a table: an INSERT
// (alone or in a statement set), a CREATE TABLE ... AS SELECT, or a Table
// API insert of a chained sql_query(...) into a descriptor. The sink and
// streaming-semantics rules (FL02x) read it; the model's Sink stays as is.
type Write struct {
	// Sink is the model's sink for the write; nil for CTAS.
	Sink *Sink
	// Table is the target as the job declares it; nil when the job does not
	// declare it (a catalog table).
	Table *Table
	// Options are the target's effective options for this write (the
	// INSERT's OPTIONS hint applied last).
	Options Options
	// Pos..End is the target name (the insert call for a Table API insert).
	Pos, End token.Pos
	// Values is true for INSERT ... VALUES (a bounded, insert-only input).
	Values bool
	// Query is what the write reads, with views expanded; nil when there is
	// no query or flinklint cannot see it (a Table API insert of a table
	// built in Python).
	Query *QueryFlow
}

// QueryFlow is a query with every view it reads expanded, transitively.
type QueryFlow struct {
	// Parts are the query itself first, then the query of each view it
	// reads (each view once).
	Parts []QueryPart
	// Tables are the job's tables read by the query or its views, each once,
	// in order.
	Tables []*Table
	// Unresolved is true when some source is neither a table nor a view the
	// job declares (a catalog table, a Python view, a name with a hole), or
	// views nest too deep: then Tables is not the whole input.
	Unresolved bool
}

// QueryPart is one query of a flow.
type QueryPart struct {
	View  string // the view's name; "" for the written query itself
	Unit  *SQLUnit
	Query *sqlparse.Query
}

// Windowed reports whether any part of the flow uses a window.
func (q *QueryFlow) Windowed() bool {
	for _, p := range q.Parts {
		if p.Query.Windowed {
			return true
		}
	}
	return false
}

// maxViewDepth bounds view expansion (views of views of ...).
const maxViewDepth = 32

// Writes returns every write of the job, in the order the job runs them.
func (j *Job) Writes() []*Write {
	sinks := map[token.Pos]*Sink{}
	for _, s := range j.Sinks {
		sinks[s.Pos] = s
	}
	views := map[string]QueryPart{}
	var out []*Write
	insert := func(u *SQLUnit, ins *sqlparse.Insert) {
		name := ins.Target.Object()
		if name.Hole {
			return
		}
		pos, _ := u.Range(ins.Span)
		w := &Write{Sink: sinks[pos], Values: ins.Query == nil}
		w.Pos, w.End = u.Range(ins.Target.Span)
		if w.Sink != nil {
			w.Table, w.Options = w.Sink.Table, w.Sink.Options
		} else if t := j.Table(name.Name); t != nil {
			w.Table, w.Options = t, t.Options
		}
		if ins.Query != nil {
			w.Query = j.flow(u, ins.Query, views)
		}
		out = append(out, w)
	}
	for _, u := range j.Units {
		for _, st := range u.Script.Statements {
			switch s := st.(type) {
			case *sqlparse.CreateView:
				if n := s.Name.Object(); !n.Hole && s.Query != nil {
					views[n.Name] = QueryPart{View: n.Name, Unit: u, Query: s.Query}
				}
			case *sqlparse.CreateTable:
				if s.AsQuery == nil || s.Name.Object().Hole {
					continue
				}
				w := &Write{Query: j.flow(u, s.AsQuery, views)}
				w.Pos, w.End = u.Range(s.Name.Span)
				for _, t := range j.Tables {
					if t.Pos == w.Pos && t.File == u.FileAt(w.Pos) && (t.NameUnknown || t.Name == s.Name.Object().Name) {
						w.Table, w.Options = t, t.Options
					}
				}
				out = append(out, w)
			case *sqlparse.Insert:
				insert(u, s)
			case *sqlparse.StatementSet:
				for _, ins := range s.Inserts {
					insert(u, ins)
				}
			}
		}
	}
	return append(out, j.tableAPIWrites(views)...)
}

// Queries returns the flow of every standalone query the job runs
// (t_env.sql_query("SELECT ..."), a SELECT statement), views expanded.
// Writes carry their own.
func (j *Job) Queries() []*QueryFlow {
	views := map[string]QueryPart{}
	var out []*QueryFlow
	for _, u := range j.Units {
		for _, st := range u.Script.Statements {
			switch s := st.(type) {
			case *sqlparse.CreateView:
				if n := s.Name.Object(); !n.Hole && s.Query != nil {
					views[n.Name] = QueryPart{View: n.Name, Unit: u, Query: s.Query}
				}
			case *sqlparse.Select:
				if s.Query != nil {
					out = append(out, j.flow(u, s.Query, views))
				}
			}
		}
	}
	return out
}

// tableAPIWrites are the Table API inserts (into a descriptor or a table
// named by its path), with their query when it is a chained sql_query(...):
// t_env.sql_query("SELECT ...").execute_insert(descriptor).
func (j *Job) tableAPIWrites(views map[string]QueryPart) []*Write {
	f := j.Entry
	if f == nil || f.Python == nil {
		return nil
	}
	var out []*Write
	for _, s := range j.Sinks {
		if !s.TableAPI {
			continue
		}
		w := &Write{Sink: s, Table: s.Table, Options: s.Options, Pos: s.Pos, End: s.End}
		if q := j.tableAPIQuery(s); q != nil {
			w.Query = j.flow(q.unit, q.query, views)
			out = append(out, w)
			continue
		}
		for _, u := range j.Units {
			e := u.Embedded
			if e == nil || u.File != f || e.API != "sql_query" || len(u.Script.Statements) != 1 {
				continue
			}
			if s.query.IsValid() && f.Pos(e.Call.Start) != s.query {
				continue
			}
			if !s.query.IsValid() && (f.Pos(e.Call.Start) < s.Pos || f.Pos(e.Call.End) > s.End) {
				continue
			}
			if sel, ok := u.Script.Statements[0].(*sqlparse.Select); ok && sel.Query != nil {
				w.Query = j.flow(u, sel.Query, views)
			}
		}
		out = append(out, w)
	}
	return out
}

// flow expands the views q reads into a QueryFlow.
func (j *Job) flow(u *SQLUnit, q *sqlparse.Query, views map[string]QueryPart) *QueryFlow {
	fl := &QueryFlow{}
	seenView, seenTable := map[string]bool{}, map[*Table]bool{}
	var walk func(p QueryPart, depth int)
	walk = func(p QueryPart, depth int) {
		if depth > maxViewDepth {
			fl.Unresolved = true
			return
		}
		fl.Parts = append(fl.Parts, p)
		for _, ref := range p.Query.Sources {
			n := ref.Name.Object()
			switch {
			case n.Hole:
				fl.Unresolved = true
			case views[n.Name].Query != nil:
				if !seenView[n.Name] {
					seenView[n.Name] = true
					walk(views[n.Name], depth+1)
				}
			case j.Table(n.Name) != nil:
				if t := j.Table(n.Name); !seenTable[t] {
					seenTable[t] = true
					fl.Tables = append(fl.Tables, t)
				}
			default:
				fl.Unresolved = true
			}
		}
	}
	walk(QueryPart{Unit: u, Query: q}, 0)
	return fl
}

// Partitioning is how a table is partitioned, as declared.
type Partitioning struct {
	Keys []string
	// Types are the SQL types of the keys as written ("" when unknown: a
	// descriptor, or a column flinklint cannot find).
	Types []string
	// Pos..End is the PARTITIONED BY column list, or the table (descriptor)
	// when no better place is known.
	Pos, End token.Pos
}

// PartitionOf returns the table's partition keys (PARTITIONED BY,
// partitioned_by(...), or inherited through CREATE TABLE ... LIKE unless
// EXCLUDING PARTITIONS), or nil when it is not partitioned or flinklint
// does not know the declaration.
func (tf *TableFacts) PartitionOf(j *Job, t *Table) *Partitioning {
	return tf.partitionOf(j, t, 0)
}

func (tf *TableFacts) partitionOf(j *Job, t *Table, depth int) *Partitioning {
	d := tf.Decls[t]
	if d == nil || depth > maxViewDepth {
		return nil
	}
	if d.Descriptor != nil {
		if len(d.Descriptor.PartitionBy) == 0 {
			return nil
		}
		return &Partitioning{Keys: d.Descriptor.PartitionBy, Types: make([]string, len(d.Descriptor.PartitionBy)), Pos: t.Pos, End: t.End}
	}
	c := d.Create
	if c == nil {
		return nil
	}
	if len(c.PartitionBy) > 0 {
		p := &Partitioning{}
		for _, k := range c.PartitionBy {
			if k.Hole {
				return nil
			}
			p.Keys = append(p.Keys, k.Name)
			p.Types = append(p.Types, tf.columnType(j, t, k.Name, 0))
		}
		first, last := c.PartitionBy[0].Span, c.PartitionBy[len(c.PartitionBy)-1].Span
		p.Pos, _ = d.Unit.Range(first)
		_, p.End = d.Unit.Range(last)
		return p
	}
	if parent := tf.likeParent(j, t); parent != nil && likeKeeps(c.Like.Options, "PARTITIONS") {
		return tf.partitionOf(j, parent, depth+1)
	}
	return nil
}

// HasWatermark reports whether the table declares a watermark (WATERMARK
// FOR, Schema.watermark, or inherited through LIKE); known is false when
// flinklint does not know the declaration.
func (tf *TableFacts) HasWatermark(j *Job, t *Table) (has, known bool) {
	for depth := 0; t != nil && depth <= maxViewDepth; depth++ {
		d := tf.Decls[t]
		switch {
		case d == nil:
			return false, false
		case d.Descriptor != nil:
			return d.Descriptor.Watermark, true
		case d.Create == nil:
			return false, false
		case len(d.Create.Watermarks) > 0:
			return true, true
		case d.Create.Like == nil:
			return false, true
		case d.Incomplete && tf.likeParent(j, t) == nil:
			return false, false
		case !likeKeeps(d.Create.Like.Options, "WATERMARKS"):
			return false, true
		}
		t = tf.likeParent(j, t)
	}
	return false, false
}

// columnType is the declared type of a column, following LIKE.
func (tf *TableFacts) columnType(j *Job, t *Table, col string, depth int) string {
	d := tf.Decls[t]
	if d == nil || d.Create == nil || depth > maxViewDepth {
		return ""
	}
	for _, c := range d.Create.Columns {
		if !c.Name.Hole && c.Name.Name == col {
			return c.Type
		}
	}
	if parent := tf.likeParent(j, t); parent != nil {
		return tf.columnType(j, parent, col, depth+1)
	}
	return ""
}

// likeParent is the table a CREATE TABLE ... LIKE copies: the last table of
// that name declared before t.
func (tf *TableFacts) likeParent(j *Job, t *Table) *Table {
	d := tf.Decls[t]
	if d == nil || d.Create == nil || d.Create.Like == nil {
		return nil
	}
	n := d.Create.Like.Source.Object()
	if n.Hole {
		return nil
	}
	var parent *Table
	for _, c := range j.Tables {
		if c == t {
			break
		}
		if c.Name == n.Name {
			parent = c
		}
	}
	return parent
}

// likeKeeps reports whether a LIKE clause copies a feature (INCLUDING is
// Flink's default for every feature but OPTIONS, which it overwrites).
func likeKeeps(opts []sqlparse.LikeOption, feature string) bool {
	keep := true
	for _, o := range opts {
		if f := strings.ToUpper(o.Feature); f == "ALL" || f == feature {
			keep = o.Mode != sqlparse.LikeExcluding
		}
	}
	return keep
}

// ConfiguresCheckpointingInPython reports whether the job's Python file
// calls an API that turns checkpointing on (enable_checkpointing,
// set_checkpoint_interval) on any receiver; a rule that concludes
// "checkpointing is off" from missing settings must then stay silent. pyparse
// turns the calls it can follow into execution.checkpointing.interval
// settings; one it could not follow (a receiver it does not resolve,
// `*args`) is still an APICall. Ask it only after finding no
// execution.checkpointing.interval setting.
func (j *Job) ConfiguresCheckpointingInPython() bool {
	return j.Entry != nil && j.Entry.Kind == PythonFile && j.Entry.Python != nil &&
		j.Entry.Python.Called("enable_checkpointing", "set_checkpoint_interval")
}

// ReadsAWSRuntimeProperties reports whether the job reads the runtime
// properties that AWS Managed Service for Apache Flink gives its
// applications (a Python job opens pyparse.AWSRuntimePropertiesPath, a JVM
// job calls KinesisAnalyticsRuntime.getApplicationProperties()): the job is
// written to run on the service, whose configuration (checkpointing,
// parallelism) lives in the application, not in the code.
func (j *Job) ReadsAWSRuntimeProperties() bool {
	return j.Entry != nil && j.Entry.Kind == PythonFile && j.Entry.Python != nil && len(j.Entry.Python.AWSRuntimeProperties) > 0
}

// PythonAtLeastOnce returns the call that sets at-least-once checkpointing
// through the DataStream API in the job's Python file, if any
// (enable_checkpointing(ms, CheckpointingMode.AT_LEAST_ONCE()),
// get_checkpoint_config().set_checkpointing_mode(...AT_LEAST_ONCE...)).
// pyparse turns the calls it follows into execution.checkpointing.mode
// settings, which rules read first; this finds one it could not follow
// (self.checkpoint.set_checkpointing_mode(...)).
func (j *Job) PythonAtLeastOnce() (pos, end token.Pos, ok bool) {
	if j.Entry == nil || j.Entry.Kind != PythonFile || j.Entry.Python == nil {
		return token.NoPos, token.NoPos, false
	}
	for _, c := range j.Entry.Python.APICalls {
		if c.AtLeastOnce && (c.Name == "enable_checkpointing" || c.Name == "set_checkpointing_mode") {
			return j.Entry.Pos(c.Span.Start), j.Entry.Pos(c.Span.End), true
		}
	}
	return token.NoPos, token.NoPos, false
}

// WritesAnalyzer computes (*Job).Writes once per run for every job, so the
// sink rules (FL020-FL024) share one walk of the statements. Its result is
// a JobWrites.
var WritesAnalyzer = &analysis.Analyzer{
	Name:       "writes",
	Doc:        "writes records every statement of each job that writes rows into a table, with the query it reads",
	Requires:   []*analysis.Analyzer{Analyzer},
	ResultType: reflect.TypeFor[JobWrites](),
	Run: func(pass *analysis.Pass) (any, error) {
		m := pass.ResultOf[Analyzer].(*Model)
		return JobWrites(perJob(m, (*Job).Writes)), nil
	},
}

// JobWrites maps each job of the run to its writes.
type JobWrites map[*Job][]*Write

// Of returns the job's writes, computing them when the job is not in the
// map (a job built outside the run).
func (w JobWrites) Of(j *Job) []*Write {
	if ws, ok := w[j]; ok {
		return ws
	}
	return j.Writes()
}

// tableAPIInsert is the query of a Table API insert written as SQL.
type tableAPIInsert struct {
	unit  *SQLUnit
	query *sqlparse.Query
}

// tableAPIQuery is the query a Table API insert writes, when pyparse
// wrote the insert as SQL (pyparse.Module.TableAPI): the INSERT of the
// Table API statement made by the sink's call.
func (j *Job) tableAPIQuery(s *Sink) *tableAPIInsert {
	if len(j.Replay) == len(j.Units) {
		return nil
	}
	f := j.Entry
	for _, u := range j.Replay {
		e := u.Embedded
		if e == nil || e.API != pyparse.TableAPIAPI || u.File != f || f.Pos(e.Call.Start) != s.Pos || f.Pos(e.Call.End) != s.End {
			continue
		}
		if ins, ok := u.Script.Statements[0].(*sqlparse.Insert); ok && ins.Query != nil {
			return &tableAPIInsert{u, ins.Query}
		}
	}
	return nil
}
