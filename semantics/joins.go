package semantics

import (
	"fmt"
	"strings"

	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/semantics/types"
	"github.com/flinklint/flinklint/sqlparse"
)

// The problem kinds of the join checks (rules FL070-FL079). They count
// from 100 so that the kinds of check.go can grow without a clash.
const (
	// ProcTimeTemporalJoin: FOR SYSTEM_TIME AS OF a processing-time
	// attribute of the left side, against a table (or a view of tables)
	// known to have no lookup source: Flink plans a processing-time
	// temporal join, which it does not support. Table is the table that
	// lacks a lookup source, Function its connector, Column the time
	// attribute.
	ProcTimeTemporalJoin ProblemKind = 100 + iota
	// EventTimeTemporalJoinInvalid: FOR SYSTEM_TIME AS OF a rowtime of
	// the left side, against a table that is no versioned table (no
	// rowtime, no primary key) or whose rowtime type differs. Table is the
	// versioned table, Reason Flink's message.
	EventTimeTemporalJoinInvalid
)

// maxViewDepth bounds the views followed from a temporal join's right
// side (a view of a view ...); deeper is unknown.
const maxViewDepth = 8

// checkTemporalJoin checks a join whose right side is read FOR
// SYSTEM_TIME AS OF. left are the scope entries of the join's left side,
// whose time attributes a temporal join keeps.
func (r *resolver) checkTemporalJoin(n *sqlparse.JoinNode, left []scopeEntry, sc *scope) {
	nt, ok := n.Right.(*sqlparse.NamedTable)
	if !ok || nt.SystemTime == nil {
		return
	}
	name, ok := nt.SystemTime.(*sqlparse.NameExpr)
	if !ok {
		return
	}
	col := r.lookupColumn(name, &scope{entries: left, parent: sc.parent})
	if col == nil || col.AttrUnknown || r.isCTE(nt.Name) {
		return
	}
	switch col.Type.Attr {
	case types.Rowtime:
		r.checkEventTimeJoin(nt, col)
		return
	case types.Proctime:
	default:
		return
	}
	t, _ := r.cat.Lookup(nt.Name)
	culprit := r.noLookupSource(t, 0)
	if culprit == nil {
		return
	}
	r.problem(Problem{
		Kind:     ProcTimeTemporalJoin,
		Span:     nt.Name.Span,
		Table:    culprit.Path,
		Function: culprit.Options["connector"],
		Column:   nameText(name),
	})
}

// isCTE reports whether a one-part name is a WITH entry in scope.
func (r *resolver) isCTE(n sqlparse.QualifiedName) bool {
	if len(n.Parts) != 1 {
		return false
	}
	for _, c := range r.ctes {
		if c.name == n.Parts[0].Name {
			return true
		}
	}
	return false
}

// noLookupSource returns a table that shows t cannot be a lookup join's
// right side: t itself when it is a table whose connector is known to
// have no lookup source, or for a view one such table it reads, when
// every table the view reads is one (a view of a lookup table's scan
// plans as a lookup join). nil when that is not known.
func (r *resolver) noLookupSource(t *Table, depth int) *Table {
	if t == nil || t.Opaque || depth > maxViewDepth {
		return nil
	}
	if !t.View {
		if t.OptionsUnknown || !flink.LacksLookupSource(t.Options["connector"], t.Options) {
			return nil
		}
		return t
	}
	cv, ok := t.Decl.(*sqlparse.CreateView)
	if !ok || cv.Query == nil {
		return nil
	}
	var tables []*Table
	if !r.viewTables(cv.Query.Body, depth, &tables) || len(tables) == 0 {
		return nil
	}
	return tables[0]
}

// viewTables collects into out, for each table a view's query reads in
// its FROM clauses, the table that shows it has no lookup source. It
// reports false when any FROM item is not such a table (a lookup table,
// an unknown name, a set operation, WITH, a table function, UNNEST).
func (r *resolver) viewTables(q sqlparse.QueryNode, depth int, out *[]*Table) bool {
	sel, ok := q.(*sqlparse.SelectNode)
	if !ok || sel.From == nil {
		return false
	}
	return r.fromTables(sel.From, depth, out)
}

func (r *resolver) fromTables(t sqlparse.TableNode, depth int, out *[]*Table) bool {
	switch n := t.(type) {
	case *sqlparse.NamedTable:
		for _, p := range n.Name.Parts {
			if p.Hole {
				return false
			}
		}
		tbl, _ := r.cat.Lookup(n.Name)
		found := r.noLookupSource(tbl, depth+1)
		if found == nil {
			return false
		}
		*out = append(*out, found)
		return true
	case *sqlparse.DerivedTable:
		return !n.Lateral && r.viewTables(n.Query, depth+1, out)
	case *sqlparse.JoinNode:
		return r.fromTables(n.Left, depth, out) && r.fromTables(n.Right, depth, out)
	}
	return false
}

// nameText is a column reference as written, its parts joined by dots.
func nameText(e *sqlparse.NameExpr) string {
	parts := make([]string, len(e.Parts))
	for i, p := range e.Parts {
		parts[i] = p.Name
	}
	return strings.Join(parts, ".")
}

// checkEventTimeJoin checks the versioned table of an event-time temporal
// join (FOR SYSTEM_TIME AS OF the left rowtime lt) as Flink's planner
// does, in its order: a rowtime, then a primary key, then the same
// rowtime type on both sides. Only a table is checked: a view's rowtime
// and unique keys (a deduplicating view has one) are not derived here.
func (r *resolver) checkEventTimeJoin(nt *sqlparse.NamedTable, lt *Column) {
	t, _ := r.cat.Lookup(nt.Name)
	if t == nil || t.View || t.Opaque {
		return
	}
	reason := ""
	switch rt := rowtimeColumn(t); {
	case t.Watermark == nil:
		reason = "Event-Time Temporal Table Join requires both primary key and row time attribute in versioned table, but no row time attribute can be found."
	case len(t.PrimaryKey) == 0:
		reason = "Temporal Table Join requires primary key in versioned table, but no primary key can be found."
	case rt != nil && knownTimestamp(lt.Type) && knownTimestamp(rt.Type) && lt.Type.Kind != rt.Type.Kind:
		reason = fmt.Sprintf("Event-Time Temporal Table Join requires same rowtime type in left table and versioned table, but the rowtime types are %s and %s.", lt.Type, rt.Type)
	default:
		return
	}
	r.problem(Problem{Kind: EventTimeTemporalJoinInvalid, Span: nt.Name.Span, Table: t.Path, Reason: reason})
}

// rowtimeColumn is the column a table's watermark makes its rowtime, or
// nil when it is not one known column.
func rowtimeColumn(t *Table) *Column {
	for i := range t.Columns {
		if t.Columns[i].Type.Attr == types.Rowtime && !t.Columns[i].AttrUnknown {
			return &t.Columns[i]
		}
	}
	return nil
}

// knownTimestamp reports whether a type is a derived TIMESTAMP or
// TIMESTAMP_LTZ.
func knownTimestamp(t types.Type) bool {
	return t.Kind == types.Timestamp || t.Kind == types.TimestampLTZ
}
