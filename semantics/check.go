package semantics

import (
	"fmt"
	"slices"
	"strings"

	"github.com/flinklint/flinklint/semantics/types"
	"github.com/flinklint/flinklint/sqlparse"
)

// Problem is one statement the planner would reject, with what the
// message needs. Every type in it is known.
type Problem struct {
	Kind ProblemKind
	Unit *Unit
	Span sqlparse.Span
	// Table is the sink's path (INSERT problems).
	Table string
	// Column and Position (0-based) name the sink column of a type
	// mismatch; Column names the time column of a window.
	Column   string
	Position int
	// QueryColumn is the query column's name of a type mismatch.
	QueryColumn string
	// QueryType is the query column's type (the time column's type of a
	// window problem); SinkType the sink column's declared type.
	QueryType, SinkType types.Type
	// QueryColumns and SinkColumns are both schemas of a count mismatch.
	QueryColumns, SinkColumns []Column
	// Function is the window TVF's name (TUMBLE, HOP, ...).
	Function string
	// Reason is Flink's message for the schema and ALTER problems.
	Reason string
	// Drop marks an UnknownFunction of a DROP FUNCTION (Reason is Flink's
	// message) rather than of a call.
	Drop bool
	// Suggestion is a name of the job's own close to an unknown one.
	Suggestion string
	// Alias is set when an unknown table is a qualifier of the query.
	Alias bool
	// Gone says how the job removed an unknown table or function before
	// the statement ("dropped", "renamed to x"); "" when it never had it.
	Gone string
	// OtherKind marks an unknown table of a DROP whose path holds an
	// object of the other kind that the job declares (DROP VIEW of a
	// table): no other job's declaration makes the name one of its kind.
	OtherKind bool
	// GroupWindow marks a WindowNotTimeAttribute of a group window
	// function in GROUP BY rather than of a window TVF.
	GroupWindow bool
	// Materialized marks a WindowNotTimeAttribute (or an OVER or sort
	// problem) whose column was a time attribute until a regular join
	// materialised it.
	Materialized bool
	// Descending marks a sort problem whose first key is a time
	// attribute sorted descending.
	Descending bool
	// Mode is the session's runtime mode at the statement (session.go).
	Mode RuntimeMode
	// View is the view whose query holds the problem, when the statement
	// reads it by name at Span (deferred.go).
	View string
}

// insert resolves an INSERT's query and checks it against its sink.
func (r *resolver) insert(ins *sqlparse.Insert) {
	var rel *Relation
	span := ins.Target.Span
	switch {
	case ins.Query != nil:
		rel = r.topQuery(ins.Query.Body)
		r.job.changelogs.set(ins.Query.Body, rel.Changelog)
		r.checkHints(ins.Query.Body)
	case ins.Values != nil:
		rel = r.query(ins.Values, nil)
	default:
		return
	}
	r.cat.notePresumed(ins.Target.Parts)
	t, known := r.cat.Lookup(ins.Target)
	r.refTable(ins.Target, t, false)
	if t == nil && (known || r.api.missing(r, ins.Target)) {
		r.missingTable(ins.Target, nil)
	}
	if t == nil || t.Opaque || t.View {
		return
	}
	if r.checkStaticPartitions(t, ins) || r.checkTargetColumns(t, ins) || r.checkNotNullLeftOut(t, ins) || rel.Opaque {
		return
	}
	sink, ok := sinkColumns(t, ins)
	if !ok {
		return
	}
	if len(rel.Columns) != len(sink) {
		r.problem(Problem{Kind: InsertColumnCount, Span: span, Table: t.Path, QueryColumns: rel.Columns, SinkColumns: sink})
		return
	}
	for i, q := range rel.Columns {
		s := sink[i]
		if !q.Type.Known() || !s.Type.Known() || types.SupportsInsert(q.Type, s.Type) {
			continue
		}
		at := span
		if q.Expr.End > 0 && q.Expr.Start >= ins.Span.Start && q.Expr.End <= ins.Span.End {
			at = q.Expr
		}
		r.problem(Problem{Kind: InsertColumnType, Span: at, Table: t.Path, Column: s.Name, Position: i,
			QueryColumn: q.Name, QueryType: q.Type, SinkType: s.Type})
		return
	}
	r.checkPartitionKeys(t, ins)
}

// checkStaticPartitions checks the columns of an INSERT's PARTITION (k =
// v, ...) as PreValidateReWriter does before it validates the query: each
// names a column of the sink's row type (its persisted columns), once
// (Calcite's unknownTargetColumn, duplicateTargetColumn). It tells whether
// it reported.
func (r *resolver) checkStaticPartitions(t *Table, ins *sqlparse.Insert) bool {
	for _, p := range ins.Partition {
		if p.Key.Hole || p.Key.Quoted {
			return false
		}
	}
	seen := map[string]bool{}
	for _, p := range ins.Partition {
		name := p.Key.Value
		switch c := t.Column(name); {
		case c == nil || !c.Persisted():
			r.problem(Problem{Kind: TargetColumnInvalid, Span: p.Key.Span, Table: t.Path, Column: name, Function: "PARTITION",
				Reason: fmt.Sprintf("Unknown target column '%s'", name)})
			return true
		case seen[name]:
			r.problem(Problem{Kind: TargetColumnInvalid, Span: p.Key.Span, Table: t.Path, Column: name, Function: "PARTITION",
				Reason: fmt.Sprintf("Target column '%s' is assigned more than once", name)})
			return true
		}
		seen[name] = true
	}
	return false
}

// checkPartitionKeys checks, once the INSERT validates, that its static
// partition columns are partition keys of the sink, as the planner does
// when it converts the sink (DynamicSinkUtils.validatePartitioning,
// release-1.20.4 and release-2.2.1-rc2).
func (r *resolver) checkPartitionKeys(t *Table, ins *sqlparse.Insert) {
	for _, p := range ins.Partition {
		if p.Key.Hole || p.Key.Quoted {
			return
		}
	}
	for _, p := range ins.Partition {
		if !slices.Contains(t.Partitions, p.Key.Value) {
			r.problem(Problem{Kind: StaticPartitionInvalid, Span: p.Key.Span, Table: t.Path, Column: p.Key.Value,
				Reason: fmt.Sprintf("Static partition column '%s' should be in the partition keys list [%s] for table '%s'.",
					p.Key.Value, strings.Join(t.Partitions, ", "), t.Path)})
			return
		}
	}
}

// sinkColumns are the columns an INSERT writes, in the order the query
// must give them: the listed columns, or every persisted column but the
// static partition columns. ok is false when they are not known.
func sinkColumns(t *Table, ins *sqlparse.Insert) ([]Column, bool) {
	var out []Column
	if len(ins.Columns) > 0 {
		out = make([]Column, 0, len(ins.Columns))
		for _, id := range ins.Columns {
			c := t.Column(id.Name)
			if id.Hole || c == nil || !c.Persisted() {
				return nil, false
			}
			out = append(out, *c)
		}
		return out, true
	}
	static := map[string]bool{}
	for _, p := range ins.Partition {
		if p.Key.Hole {
			return nil, false
		}
		static[p.Key.Value] = true
	}
	skipped := func(c Column) bool { return !c.Persisted() || static[c.Name] }
	if !slices.ContainsFunc(t.Columns, skipped) {
		return t.Columns, true // every column: the table's own slice, not a copy
	}
	out = make([]Column, 0, len(t.Columns))
	for _, c := range t.Columns {
		if !skipped(c) {
			out = append(out, c)
		}
	}
	return out, true
}

// checkTargetColumns reports an INSERT column list that names a column the
// sink does not have (or does not write: a computed or virtual metadata
// column) or names one twice, as Calcite's validator does
// (unknownTargetColumn, duplicateTargetColumn); it tells whether it did.
func (r *resolver) checkTargetColumns(t *Table, ins *sqlparse.Insert) bool {
	seen := map[string]bool{}
	for _, id := range ins.Columns {
		if id.Hole {
			return false
		}
	}
	for _, id := range ins.Columns {
		switch c := t.Column(id.Name); {
		case c == nil || !c.Persisted():
			// A computed or virtual metadata column is no column of the
			// sink's row type either (Calcite's validator sees the
			// persisted columns only).
			var names []string
			for _, c := range t.Columns {
				if c.Persisted() {
					names = append(names, c.Name)
				}
			}
			sug := suggest(id.Name, names)
			if c != nil {
				sug = "" // the name is right: the column is not written
			}
			r.problem(Problem{Kind: TargetColumnInvalid, Span: id.Span, Table: t.Path, Column: id.Name,
				Reason: fmt.Sprintf("Unknown target column '%s'", id.Name), Suggestion: sug})
			return true
		case seen[id.Name]:
			r.problem(Problem{Kind: TargetColumnInvalid, Span: id.Span, Table: t.Path, Column: id.Name,
				Reason: fmt.Sprintf("Target column '%s' is assigned more than once", id.Name)})
			return true
		}
		seen[id.Name] = true
	}
	return false
}

// checkNotNullLeftOut reports an INSERT column list that leaves out a
// NOT NULL column of the sink (a primary key column is NOT NULL), which
// Flink would fill with NULL: PreValidateReWriter rejects it with
// Calcite's columnNotNullable. It tells whether it did.
func (r *resolver) checkNotNullLeftOut(t *Table, ins *sqlparse.Insert) bool {
	if len(ins.Columns) == 0 {
		return false
	}
	listed := make(map[string]bool, len(ins.Columns)+len(ins.Partition))
	for _, id := range ins.Columns {
		if id.Hole {
			return false
		}
		listed[id.Name] = true
	}
	for _, p := range ins.Partition {
		if p.Key.Hole {
			return false
		}
		listed[p.Key.Value] = true
	}
	span := sqlparse.Span{Start: ins.Columns[0].Span.Start, End: ins.Columns[len(ins.Columns)-1].Span.End}
	for _, c := range t.Columns {
		if !c.Persisted() || listed[c.Name] {
			continue
		}
		if !slices.Contains(t.PrimaryKey, c.Name) && (!c.Type.Known() || c.Type.Nullable()) {
			continue
		}
		r.problem(Problem{Kind: TargetColumnInvalid, Span: span, Table: t.Path, Column: c.Name,
			Reason: fmt.Sprintf("Column '%s' has no default value and does not allow NULLs", c.Name)})
		return true
	}
	return false
}
