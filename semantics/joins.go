package semantics

import (
	"fmt"
	"sort"
	"strings"

	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/semantics/types"
	"github.com/flinklint/flinklint/sqlparse"
)

// maxViewDepth bounds the views followed from a temporal join's right
// side (a view of a view ...); deeper is unknown.
const maxViewDepth = 8

// checkTemporalJoin checks a join whose right side is read FOR
// SYSTEM_TIME AS OF. entries[:nLeft] are the scope entries of the join's
// left side, whose time attributes a temporal join keeps, and
// entries[nLeft] the right side's.
func (r *resolver) checkTemporalJoin(n *sqlparse.JoinNode, entries []scopeEntry, nLeft int, sc *scope) {
	nt, ok := n.Right.(*sqlparse.NamedTable)
	if !ok || nt.SystemTime == nil || len(entries) != nLeft+1 {
		return
	}
	left := entries[:nLeft]
	name, ok := nt.SystemTime.(*sqlparse.NameExpr)
	if !ok {
		r.checkSystemTimeCall(nt)
		r.checkSystemTimeShift(nt, left, sc)
		return
	}
	col := r.lookupColumn(name, &scope{entries: left, parent: sc.parent})
	if col == nil || col.AttrUnknown || r.isCTE(nt.Name) {
		return
	}
	switch col.Type.Attr {
	case types.Rowtime:
		keys, known := joinKeys(r, n.On, left, entries[nLeft])
		r.checkEventTimeJoin(nt, col, keys, known && len(nt.Alias.Columns) == 0)
		return
	case types.Proctime:
	default:
		if col.Type.Known() && knownTimestamp(col.Type) {
			// Sources: apache/flink release-2.1
			// flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/TemporalJoinTest.scala,
			// testInvalidTemporalTablJoin (a plain TIMESTAMP(3) of the left side).
			r.problem(Problem{Kind: EventTimeTemporalJoinInvalid, Span: name.Span, Table: nt.Name.String(),
				Reason: fmt.Sprintf("Temporal table join currently only supports 'FOR SYSTEM_TIME AS OF' left table's time attribute field, but '%s' is %s.", nameText(name), col.Type)})
		}
		return
	}
	t, _ := r.cat.Lookup(nt.Name)
	culprit := r.noLookupSource(t, 0)
	if culprit == nil {
		r.checkLookupJoin(n, nt, t, left, entries[nLeft], sc.where)
		return
	}
	if keys, known := joinKeys(r, n.On, left, entries[nLeft]); known && len(keys) == 0 && len(nt.Alias.Columns) == 0 && t != nil {
		// The general temporal join rule finds no join key before the
		// join is translated (LogicalCorrelateToJoinFromGeneralTemporalTableRule.extractJoinKeys).
		r.problem(Problem{Kind: EventTimeTemporalJoinInvalid, Span: nt.Name.Span, Table: t.Path, Reason: "Currently the join key in Temporal Table Join can not be empty."})
		return
	}
	p := Problem{Kind: ProcTimeTemporalJoin, Span: nt.Name.Span, Table: culprit.table.Path, Column: nameText(name), Reason: culprit.reason}
	if !culprit.table.View {
		p.Function = culprit.table.Options()["connector"]
	}
	r.problem(p)
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

// notLookup is why FOR SYSTEM_TIME AS OF a processing time against a
// table or view is known not to plan as a lookup join: the table or view
// that shows it and, unless it is a connector without a lookup source,
// the reason in words.
type notLookup struct {
	table  *Table
	reason string
}

// noLookupSource tells whether FOR SYSTEM_TIME AS OF a processing time
// against t is known not to be a lookup join, and why; nil when that is
// not known. The planner makes a lookup join only of a snapshot of a
// scan of a lookup source, or of projections of one
// (LogicalCorrelateToJoinFromTemporalTableRule.getTableScan: a TableScan
// or a LogicalProject over one); anything else is a temporal join, which
// a processing time cannot drive:
//
//   - a table whose connector is known to have no lookup source;
//   - a table with a WATERMARK: in a streaming job the scan is read
//     through a watermark assigner (DynamicSourceUtils
//     .pushWatermarkAssigner), so the snapshot's input is no scan
//     (TemporalJoinTest#testProcTimeTemporalJoinOnLegacySource: a lookup
//     source with a watermark fails so);
//   - a view whose query filters, aggregates, computes an OVER window,
//     joins, or is a set operation, VALUES or a sorted LIMIT: the
//     snapshot's input is that operator
//     (TemporalJoinTest#testProcTimeTemporalJoinWithLastValueView);
//   - a view that only projects a table or view of one of these kinds.
func (r *resolver) noLookupSource(t *Table, depth int) *notLookup {
	if t == nil || t.Opaque || depth > maxViewDepth {
		return nil
	}
	if !t.View {
		switch {
		case !t.OptionsUnknown && flink.LacksLookupSource(t.Options()["connector"], t.Options()):
			return &notLookup{table: t}
		case t.Watermark != nil:
			return &notLookup{table: t, reason: "it declares a WATERMARK, so a streaming job reads it through a watermark assigner, never as a lookup source"}
		}
		return nil
	}
	cv, ok := t.Decl.(*sqlparse.CreateView)
	if !ok || cv.Query == nil {
		return nil
	}
	return r.queryNotLookup(t, cv.Query.Body, depth)
}

// queryNotLookup follows a view's query down the select blocks that only
// project (or filter) one FROM item, and tells whether it is known to be
// no lookup source's scan: the deepest operator known not to be one is
// named (a dedup view's OVER rather than the filter on its rank).
func (r *resolver) queryNotLookup(view *Table, q sqlparse.QueryNode, depth int) *notLookup {
	because := func(what string) *notLookup {
		return &notLookup{table: view, reason: "the view " + what + ", so it is no projection of a lookup source's scan"}
	}
	if depth > maxViewDepth {
		return nil
	}
	switch n := q.(type) {
	case *sqlparse.SetOpNode:
		return because("is a " + strings.ToUpper(n.Op))
	case *sqlparse.ValuesNode:
		return because("is VALUES")
	case *sqlparse.OrderedNode:
		if n.Limit != nil || n.Offset != nil {
			return because("sorts with LIMIT")
		}
		return nil
	case *sqlparse.SelectNode:
		switch {
		case n.Grouped || n.Distinct || r.hasAggregate(n):
			return because("aggregates")
		case hasOver(n):
			return because("computes an OVER window")
		case n.From == nil:
			return because("is VALUES")
		}
		var below *notLookup
		switch f := n.From.(type) {
		case *sqlparse.JoinNode:
			return because("joins")
		case *sqlparse.DerivedTable:
			if !f.Lateral {
				below = r.queryNotLookup(view, f.Query, depth+1)
			}
		case *sqlparse.NamedTable:
			below = r.namedNotLookup(f, depth)
		}
		if below == nil && n.Where != nil {
			return because("filters (WHERE)")
		}
		return below
	}
	return nil
}

// namedNotLookup is noLookupSource of a table or view a view's query
// reads by name.
func (r *resolver) namedNotLookup(f *sqlparse.NamedTable, depth int) *notLookup {
	if f.SystemTime != nil {
		return nil
	}
	for _, p := range f.Name.Parts {
		if p.Hole {
			return nil
		}
	}
	t, _ := r.cat.Lookup(f.Name)
	return r.noLookupSource(t, depth+1)
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
// does, in its order: an equality between the sides, a rowtime, a
// primary key, the same rowtime type on both sides, the key in the
// equalities. keys are the versioned table's columns the condition
// equates with the left side's, when keysKnown. Only a table is checked:
// a view's rowtime and unique keys (a deduplicating view has one) are not
// derived here.
func (r *resolver) checkEventTimeJoin(nt *sqlparse.NamedTable, lt *Column, keys map[string]bool, keysKnown bool) {
	t, _ := r.cat.Lookup(nt.Name)
	if t == nil || t.Opaque {
		return
	}
	if t.View {
		// A view's rowtime and unique keys (a deduplicating view has one)
		// are not derived here; the join key is the condition's.
		if keysKnown && len(keys) == 0 {
			r.problem(Problem{Kind: EventTimeTemporalJoinInvalid, Span: nt.Name.Span, Table: t.Path, Reason: "Currently the join key in Temporal Table Join can not be empty."})
		}
		return
	}
	reason := ""
	switch rt := rowtimeColumn(t); {
	case keysKnown && len(keys) == 0:
		reason = "Currently the join key in Temporal Table Join can not be empty."
	case t.Watermark == nil:
		reason = "Event-Time Temporal Table Join requires both primary key and row time attribute in versioned table, but no row time attribute can be found."
	case len(t.PrimaryKey) == 0:
		reason = "Temporal Table Join requires primary key in versioned table, but no primary key can be found."
	case rt != nil && knownTimestamp(lt.Type) && knownTimestamp(rt.Type) && lt.Type.Kind != rt.Type.Kind:
		reason = fmt.Sprintf("Event-Time Temporal Table Join requires same rowtime type in left table and versioned table, but the rowtime types are %s and %s.", lt.Type, rt.Type)
	case keysKnown && !allIn(t.PrimaryKey, keys):
		reason = fmt.Sprintf("Temporal table's primary key [%s] must be included in the equivalence condition of temporal join, but the condition equates only [%s] with the left side.", strings.Join(t.PrimaryKey, ", "), strings.Join(sortedKeys(keys), ", "))
	default:
		return
	}
	r.problem(Problem{Kind: EventTimeTemporalJoinInvalid, Span: nt.Name.Span, Table: t.Path, Reason: reason})
}

// joinKeys returns the right side's columns a join condition equates
// with a column of the left side, as Calcite's JoinInfo finds them in
// the top-level AND. known is false when a conjunct is beyond the forms
// read here: a comparison of plain columns and literals, each column of
// exactly one side.
func joinKeys(r *resolver, on sqlparse.Expr, left []scopeEntry, right scopeEntry) (keys map[string]bool, known bool) {
	keys = map[string]bool{}
	var visit func(e sqlparse.Expr) bool
	visit = func(e sqlparse.Expr) bool {
		b, ok := e.(*sqlparse.BinaryExpr)
		if !ok {
			return false
		}
		switch b.Op {
		case "AND":
			return visit(b.L) && visit(b.R)
		case "=", "<>", "<", ">", "<=", ">=":
		default:
			return false
		}
		ls, lc, ok1 := r.operandSide(b.L, left, right)
		rs, rc, ok2 := r.operandSide(b.R, left, right)
		if !ok1 || !ok2 {
			return false
		}
		if b.Op == "=" && ls != rs && ls != sideNone && rs != sideNone {
			if ls == sideRight {
				keys[lc] = true
			} else {
				keys[rc] = true
			}
		}
		return true
	}
	if lit, ok := on.(*sqlparse.LiteralExpr); ok && lit.Kind == sqlparse.BoolLiteral && strings.EqualFold(lit.Text, "TRUE") {
		return keys, true // ON TRUE: no key
	}
	if on == nil || !visit(on) {
		return nil, false
	}
	return keys, true
}

type joinSide int

const (
	sideNone joinSide = iota // a literal
	sideLeft
	sideRight
)

// operandSide says which side of a join a comparison operand reads: a
// literal, or a column of exactly one side (its name when right).
func (r *resolver) operandSide(e sqlparse.Expr, left []scopeEntry, right scopeEntry) (joinSide, string, bool) {
	switch x := e.(type) {
	case *sqlparse.LiteralExpr:
		return sideNone, "", true
	case *sqlparse.NameExpr:
		l := r.lookupColumn(x, &scope{entries: left})
		rc := r.lookupColumn(x, &scope{entries: []scopeEntry{right}})
		switch {
		case l != nil && rc == nil:
			return sideLeft, "", true
		case rc != nil && l == nil:
			return sideRight, rc.Name, true
		}
	}
	return sideNone, "", false
}

func allIn(names []string, set map[string]bool) bool {
	for _, n := range names {
		if !set[n] {
			return false
		}
	}
	return true
}

func sortedKeys(set map[string]bool) []string {
	out := make([]string, 0, len(set))
	for k := range set {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
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

// checkSystemTimeCall reports FOR SYSTEM_TIME AS OF a function call,
// which the planner does not support (PROCTIME() included: the time must
// be a column of the left side).
//
// Sources: apache/flink release-2.1
// flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/TemporalJoinTest.scala,
// testInvalidTemporalTablJoin ("... with an expression call ... is not supported yet.").
func (r *resolver) checkSystemTimeCall(nt *sqlparse.NamedTable) {
	c, ok := nt.SystemTime.(*sqlparse.CallExpr)
	if !ok || c.OpaqueArgs || len(c.Name.Parts) != 1 || c.Name.Parts[0].Hole || r.isCTE(nt.Name) {
		return
	}
	call := strings.ToUpper(c.Name.Parts[0].Name) + "()"
	if len(c.Args) > 0 {
		call = strings.ToUpper(c.Name.Parts[0].Name) + "(...)"
	}
	r.problem(Problem{Kind: EventTimeTemporalJoinInvalid, Span: c.Span, Table: nt.Name.String(),
		Reason: fmt.Sprintf("Querying a temporal table using 'FOR SYSTEM TIME AS OF' syntax with an expression call '%s' is not supported yet.", call)})
}

// calciteTypeNames are Calcite's SqlTypeName names of the basic types.
var calciteTypeNames = map[types.Kind]string{
	types.Char: "CHAR", types.VarChar: "VARCHAR", types.Boolean: "BOOLEAN", types.Binary: "BINARY",
	types.VarBinary: "VARBINARY", types.Decimal: "DECIMAL", types.TinyInt: "TINYINT", types.SmallInt: "SMALLINT",
	types.Int: "INTEGER", types.BigInt: "BIGINT", types.Float: "FLOAT", types.Double: "DOUBLE",
	types.Date: "DATE", types.Time: "TIME",
}

// checkPeriodType reports a FOR SYSTEM_TIME AS OF whose period is of a
// known type that is no TIMESTAMP or TIMESTAMP_LTZ (a string literal, a
// number, a DATE): the validator's validateSnapshot rejects it before
// any join is planned. Source: apache/flink release-1.20.4 and
// release-2.2.1-rc2
// flink-table/flink-table-planner/src/main/java/org/apache/calcite/sql/validate/SqlValidatorImpl.java
// (validateSnapshot: illegalExpressionForTemporal, "The system time period
// specification expects Timestamp type but is '{0}'").
func (r *resolver) checkPeriodType(n *sqlparse.NamedTable, t types.Type) {
	name, ok := calciteTypeNames[t.Kind]
	if !ok || !t.Known() || r.quiet {
		return
	}
	r.problem(Problem{Kind: EventTimeTemporalJoinInvalid, Span: n.SystemTime.ExprSpan(), Table: n.Name.String(),
		Reason: fmt.Sprintf("The system time period specification expects Timestamp type but is '%s'", name)})
}

// checkSystemTimeShift reports FOR SYSTEM_TIME AS OF a left rowtime plus
// or minus an interval: the period is no field of the left side, and the
// general temporal join rule rejects it
// (LogicalCorrelateToJoinFromTemporalTableRule.validateSnapshotInCorrelate;
// TemporalJoinTest#testInvalidTemporalTablJoin, o.rowtime + INTERVAL '1'
// SECOND). A processing time so shifted may plan as a lookup join, which
// this rule does not validate: not judged.
func (r *resolver) checkSystemTimeShift(nt *sqlparse.NamedTable, left []scopeEntry, sc *scope) {
	b, ok := nt.SystemTime.(*sqlparse.BinaryExpr)
	if !ok || (b.Op != "+" && b.Op != "-") || r.isCTE(nt.Name) {
		return
	}
	ne, isName := b.L.(*sqlparse.NameExpr)
	if _, isInterval := b.R.(*sqlparse.IntervalExpr); !isName || !isInterval {
		return
	}
	col := r.lookupColumn(ne, &scope{entries: left, parent: sc.parent})
	if col == nil || col.AttrUnknown || !col.Type.Known() || col.Type.Attr != types.Rowtime {
		return
	}
	r.problem(Problem{Kind: EventTimeTemporalJoinInvalid, Span: b.Span, Table: nt.Name.String(),
		Reason: fmt.Sprintf("Temporal table join currently only supports 'FOR SYSTEM_TIME AS OF' left table's time attribute field', but the time is '%s' %s an interval, no field.", nameText(ne), b.Op)})
}
