package semantics

import (
	"fmt"
	"strings"

	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/semantics/types"
	"github.com/flinklint/flinklint/sqlparse"
)

// The changelog inference: which row kinds each relation emits in a
// streaming job, as Flink's planner derives them.
//
// Sources: apache/flink release-2.2.1-rc3 and master,
// flink-table/flink-table-planner/src/main/scala/org/apache/flink/table/planner/plan/optimize/program/FlinkChangelogModeInferenceProgram.scala
// (SatisfyModifyKindSetTraitVisitor: a scan provides its source's changelog
// mode; Calc, Correlate, LookupJoin, WindowTableFunction forward their
// input's; GroupAggregate provides INSERT and UPDATE, and DELETE when its
// input updates or deletes; WindowAggregate, WindowRank,
// WindowDeduplicate, IntervalJoin, WindowJoin, Match and TemporalSort
// provide inserts only; Deduplicate provides inserts only when it keeps the
// first row on processing time, else every kind; Rank and SortLimit
// provide every kind; an inner or semi Join forwards both inputs' kinds,
// any other join every kind; a TemporalJoin forwards its left input's; a
// Union the union of its inputs'; a node that does not accept its input's
// kinds fails with "<requester> doesn't support consuming <kinds> changes
// which is produced by node <node>").

// ChangeKinds is a set of row kinds (the planner's ModifyKindSet).
type ChangeKinds uint8

// The row kinds of a changelog.
const (
	Inserts ChangeKinds = 1 << iota
	Updates
	Deletes
)

// allChanges is every row kind.
const allChanges = Inserts | Updates | Deletes

// Changelog is what a relation emits in a streaming job. The zero value is
// unknown.
type Changelog struct {
	// Kinds are the row kinds the relation is known to emit: all of them
	// when Exact, else a lower bound (a GROUP BY updates whatever it
	// reads).
	Kinds ChangeKinds
	Exact bool
	// Node names the operator that produces the updates or deletes, in
	// the planner's terms ("GroupAggregate(groupBy=[page])"); Span and
	// Unit locate its text.
	Node string
	Span sqlparse.Span
	Unit *Unit
	// Keys are unique keys of the relation (column names), when known:
	// a source's primary key, an aggregation's group keys.
	Keys [][]string
}

// insertOnly is the changelog of a relation that only inserts.
func insertOnly() Changelog { return Changelog{Kinds: Inserts, Exact: true} }

// Updating reports whether the relation is known to emit updates or
// deletes.
func (c Changelog) Updating() bool { return c.Kinds&(Updates|Deletes) != 0 }

// InsertOnly reports whether the relation is known to emit inserts only.
func (c Changelog) InsertOnly() bool { return c.Exact && c.Kinds == Inserts }

// KindsText is the changes beyond inserts as Flink's message words them:
// "update", "delete" or "update and delete".
func (c Changelog) KindsText() string {
	var parts []string
	if c.Kinds&Updates != 0 {
		parts = append(parts, "update")
	}
	if c.Kinds&Deletes != 0 {
		parts = append(parts, "delete")
	}
	return strings.Join(parts, " and ")
}

// union is the changelog of a node that forwards both inputs' changes
// (UNION ALL, an inner join): the producer named is the first updating
// input's.
func union(a, b Changelog) Changelog {
	out := Changelog{Kinds: a.Kinds | b.Kinds, Exact: a.Exact && b.Exact}
	switch {
	case a.Updating():
		out.Node, out.Span, out.Unit = a.Node, a.Span, a.Unit
	case b.Updating():
		out.Node, out.Span, out.Unit = b.Node, b.Span, b.Unit
	}
	return out
}

// produced is the changelog of a node that produces kinds itself.
func (r *resolver) produced(kinds ChangeKinds, exact bool, node string, span sqlparse.Span) Changelog {
	return Changelog{Kinds: kinds, Exact: exact, Node: node, Span: span, Unit: r.unit}
}

// sourceChangelog is the changelog of a table read by a scan: its
// connector's, from the connector catalogue; unknown for a connector or
// format the catalogue does not model, or options with holes.
func sourceChangelog(t *Table) Changelog {
	if t.Opaque || t.OptionsUnknown {
		return Changelog{}
	}
	opts := t.Options()
	conn, ok := opts["connector"]
	if !ok {
		return Changelog{}
	}
	sc, known := flink.SourceChangelog(conn, opts)
	if !known {
		return Changelog{}
	}
	out := insertOnly()
	if len(t.PrimaryKey) > 0 {
		out.Keys = [][]string{t.PrimaryKey}
	}
	if sc.InsertOnly() {
		return out
	}
	out.Kinds = Inserts
	if sc.Updates {
		out.Kinds |= Updates
	}
	if sc.Deletes {
		out.Kinds |= Deletes
	}
	out.Node = fmt.Sprintf("TableSourceScan(table=[[%s]])", strings.ReplaceAll(t.Path, ".", ", "))
	if sc.Upsert {
		// The planner normalises an upsert source; the normaliser is the
		// node that emits the full changelog.
		out.Kinds = allChanges
		out.Node = fmt.Sprintf("ChangelogNormalize(key=[%s]) of the %s table %s", strings.Join(t.PrimaryKey, ", "), conn, t.Path)
	}
	if t.Decl != nil {
		if ct, ok := t.Decl.(*sqlparse.CreateTable); ok {
			out.Span = ct.Name.Span
		}
	}
	out.Unit = t.unit
	return out
}

// WindowProp marks a window TVF's window_start, window_end and
// window_time columns, which a GROUP BY of both bounds makes a window
// aggregation.
type WindowProp uint8

// The window properties.
const (
	NoWindowProp WindowProp = iota
	WindowStart
	WindowEnd
	WindowTime
)

// rankInfo describes a ROW_NUMBER/RANK/DENSE_RANK OVER column, which a
// filter on it in the enclosing query makes a Top-N or a deduplication.
type rankInfo struct {
	function string
	// order is the ORDER BY's only column, nil when it orders by more
	// than one column or by an expression.
	order *Column
	desc  bool
	// windowed is set when the partition holds a window's bounds (a
	// window Top-N, which emits inserts only).
	windowed bool
	input    Changelog
	span     sqlparse.Span
}

// fromChangelog is the changelog of a FROM clause, from its scope
// entries, one per leaf item in order; *next is the next entry to read.
func (r *resolver) fromChangelog(t sqlparse.TableNode, entries []scopeEntry, next *int, where sqlparse.Expr) Changelog {
	j, ok := t.(*sqlparse.JoinNode)
	if !ok {
		if *next >= len(entries) {
			return Changelog{}
		}
		e := entries[*next]
		*next++
		return e.rel.Changelog
	}
	firstLeft := *next
	left := r.fromChangelog(j.Left, entries, next, where)
	right := r.fromChangelog(j.Right, entries, next, where)
	switch rt := j.Right.(type) {
	case *sqlparse.NamedTable:
		if rt.SystemTime != nil {
			return left // a temporal or lookup join forwards its left side's changes
		}
	case *sqlparse.UnnestTable:
		return left // a correlate forwards its left side's changes
	case *sqlparse.FunctionTable:
		if rt.Lateral {
			return left
		}
		if !windowTVFs[strings.ToUpper(rt.Call.Name.Object().Name)] {
			return Changelog{} // a table function of its own (a PTF may update)
		}
	}
	windows := false
	for _, e := range entries[firstLeft:*next] {
		windows = windows || e.rel.hasWindowProps()
	}
	cond := j.On
	if j.Kind == sqlparse.CommaJoin || j.Kind == sqlparse.CrossJoin {
		cond = where
	}
	ranged := hasRangeComparison(cond) || (j.Kind != sqlparse.CommaJoin && j.Kind != sqlparse.CrossJoin && hasRangeComparison(where))
	switch j.Kind {
	case sqlparse.InnerJoin, sqlparse.CommaJoin, sqlparse.CrossJoin:
		if left.InsertOnly() && right.InsertOnly() {
			return insertOnly()
		}
		if ranged || windows {
			// An interval or window join rejects an updating input.
			return Changelog{}
		}
		return union(left, right)
	default:
		if ranged || windows || j.Natural {
			// An interval or window join inserts only; which one it is
			// is not decided here.
			return Changelog{}
		}
		kind := map[sqlparse.JoinKind]string{sqlparse.LeftJoin: "LeftOuterJoin", sqlparse.RightJoin: "RightOuterJoin", sqlparse.FullJoin: "FullOuterJoin"}[j.Kind]
		return r.produced(allChanges, true, fmt.Sprintf("Join(joinType=[%s])", kind), j.Span)
	}
}

// hasWindowProps reports whether a relation may carry window properties.
func (rel *Relation) hasWindowProps() bool {
	if rel.MayWindow {
		return true
	}
	for _, c := range rel.Columns {
		if c.Window != NoWindowProp {
			return true
		}
	}
	return false
}

// hasRangeComparison reports whether a condition compares with <, >, <=,
// >= or BETWEEN anywhere: the time bounds of an interval join.
func hasRangeComparison(e sqlparse.Expr) bool {
	if e == nil {
		return false
	}
	found := false
	var visit func(sqlparse.Expr)
	visit = func(x sqlparse.Expr) {
		switch n := x.(type) {
		case *sqlparse.BetweenExpr:
			found = true
		case *sqlparse.BinaryExpr:
			switch n.Op {
			case "<", ">", "<=", ">=":
				found = true
			}
		case *sqlparse.OpaqueExpr, *sqlparse.HoleExpr:
			found = true
		}
		if !found {
			forEachChild(x, visit)
		}
	}
	visit(e)
	return found
}

// hasSubquery reports whether a select block holds a subquery in its
// select list, WHERE or HAVING (a semi or anti join, which the planner
// decorrelates in ways not modelled here) or an opaque expression.
func hasSubquery(n *sqlparse.SelectNode) bool {
	found := false
	var visit func(sqlparse.Expr)
	visit = func(x sqlparse.Expr) {
		switch e := x.(type) {
		case *sqlparse.SubqueryExpr, *sqlparse.ExistsExpr, *sqlparse.OpaqueExpr:
			found = true
		case *sqlparse.InExpr:
			found = found || e.Query != nil
		}
		if !found {
			forEachChild(x, visit)
		}
	}
	for _, it := range n.Items {
		if it.Expr != nil {
			visit(it.Expr)
		}
	}
	for _, e := range []sqlparse.Expr{n.Where, n.Having} {
		if e != nil {
			visit(e)
		}
	}
	return found
}

// inputChangelog is the changelog of a select block's FROM clause.
func (r *resolver) inputChangelog(n *sqlparse.SelectNode, sc *scope) Changelog {
	if n.From == nil {
		return insertOnly()
	}
	in, _ := r.blockInput(n, sc)
	return in
}

// blockInput is the changelog of a select block's FROM clause with the
// semi and anti joins of its WHERE (subjoins.go); ok is false when a
// subquery of the block is not followed.
func (r *resolver) blockInput(n *sqlparse.SelectNode, sc *scope) (Changelog, bool) {
	next := 0
	entries, where := r.rankedEntries(n, sc)
	in := r.fromChangelog(n.From, entries, &next, where)
	if !hasSubquery(n) {
		return in, true
	}
	return r.subqueryJoins(n, in)
}

// blockChangelog is the changelog of a select block whose scope and
// output relation are resolved.
func (r *resolver) blockChangelog(n *sqlparse.SelectNode, sc *scope, rel *Relation) Changelog {
	if n.From == nil {
		return insertOnly()
	}
	in, ok := r.blockInput(n, sc)
	if !ok {
		return Changelog{}
	}
	if n.Grouped || n.Distinct || r.hasAggregate(n) {
		if hasOver(n) {
			return Changelog{}
		}
		return r.groupChangelog(n, sc, in)
	}
	if hasOver(n) {
		// An OVER aggregation inserts only over an insert-only input; over
		// an updating one the release decides (later ones accept some).
		if in.InsertOnly() {
			return insertOnly()
		}
		return Changelog{}
	}
	if len(sc.entries) == 1 && n.Where != nil {
		if rk, ok := r.rankFilter(n.Where, sc); ok {
			return r.rankChangelog(rk)
		}
	}
	if len(sc.entries) == 1 {
		if _, isJoin := n.From.(*sqlparse.JoinNode); !isJoin {
			in.Keys = projectKeys(in.Keys, rel)
		}
	} else {
		in.Keys = nil
	}
	return in
}

// hasOver reports whether the select list calls a function OVER a window.
func hasOver(n *sqlparse.SelectNode) bool {
	found := false
	var visit func(sqlparse.Expr)
	visit = func(x sqlparse.Expr) {
		if c, ok := x.(*sqlparse.CallExpr); ok && c.Over != nil {
			found = true
		}
		if !found {
			forEachChild(x, visit)
		}
	}
	for _, it := range n.Items {
		if it.Expr != nil {
			visit(it.Expr)
		}
	}
	return found
}

// projectKeys keeps the unique keys whose columns all stay in the output
// under their names.
func projectKeys(keys [][]string, rel *Relation) [][]string {
	var out [][]string
	for _, k := range keys {
		all := true
		for _, c := range k {
			_, n := rel.find(c)
			all = all && n == 1
		}
		if all {
			out = append(out, k)
		}
	}
	return out
}

// groupChangelog is the changelog of an aggregation: a window aggregation
// (GROUP BY both bounds of a window TVF, or a group window function)
// inserts only; any other GROUP BY, DISTINCT or global aggregate is a
// GroupAggregate, which updates. Unknown when a key may be a window
// property the resolver cannot see.
func (r *resolver) groupChangelog(n *sqlparse.SelectNode, sc *scope, in Changelog) Changelog {
	keys := n.GroupBy
	if !n.Grouped && n.Distinct {
		keys = nil
		for _, it := range n.Items {
			if it.Expr == nil {
				return Changelog{} // DISTINCT *
			}
			keys = append(keys, it.Expr)
		}
	}
	var props []WindowProp
	var names []string
	plain := true
	for _, k := range flattenGrouping(keys) {
		if c, ok := k.(*sqlparse.CallExpr); ok && len(c.Name.Parts) == 1 && groupWindows[strings.ToUpper(c.Name.Parts[0].Name)] {
			return insertOnly()
		}
		ne, ok := k.(*sqlparse.NameExpr)
		if !ok {
			plain = false
			if r.mentionsWindow(k, sc) {
				return Changelog{}
			}
			continue
		}
		col := r.lookupColumn(ne, sc)
		if col == nil {
			if sc.mayWindow() {
				return Changelog{}
			}
			plain = false
			names = append(names, nameText(ne))
			continue
		}
		props = append(props, col.Window)
		names = append(names, col.Name)
	}
	hasStart, hasEnd, any := false, false, false
	for _, p := range props {
		hasStart = hasStart || p == WindowStart
		hasEnd = hasEnd || p == WindowEnd
		any = any || p != NoWindowProp
	}
	switch {
	case hasStart && hasEnd:
		return insertOnly() // a window aggregation
	case any:
		return Changelog{}
	}
	kinds := Inserts | Updates
	if in.Updating() {
		kinds |= Deletes
	}
	node := "GroupAggregate (a global aggregate)"
	if len(names) > 0 {
		node = fmt.Sprintf("GroupAggregate(groupBy=[%s])", strings.Join(names, ", "))
	}
	out := r.produced(kinds, in.Exact, node, n.Span)
	if plain && n.Grouped && len(names) > 0 && !isGroupingSets(keys) {
		out.Keys = [][]string{names}
	}
	return out
}

// flattenGrouping lists the expressions of GROUPING SETS, ROLLUP and CUBE
// among plain keys.
func flattenGrouping(keys []sqlparse.Expr) []sqlparse.Expr {
	var out []sqlparse.Expr
	for _, k := range keys {
		if g, ok := k.(*sqlparse.GroupingExpr); ok {
			out = append(out, flattenGrouping(g.Items)...)
			continue
		}
		if rw, ok := k.(*sqlparse.RowExpr); ok {
			out = append(out, flattenGrouping(rw.Items)...)
			continue
		}
		out = append(out, k)
	}
	return out
}

func isGroupingSets(keys []sqlparse.Expr) bool {
	for _, k := range keys {
		if _, ok := k.(*sqlparse.GroupingExpr); ok {
			return true
		}
	}
	return false
}

// mentionsWindow reports whether an expression reads a column that is or
// may be a window property.
func (r *resolver) mentionsWindow(e sqlparse.Expr, sc *scope) bool {
	found := false
	var visit func(sqlparse.Expr)
	visit = func(x sqlparse.Expr) {
		if ne, ok := x.(*sqlparse.NameExpr); ok {
			col := r.lookupColumn(ne, sc)
			found = found || (col == nil && sc.mayWindow()) || (col != nil && col.Window != NoWindowProp)
		}
		if !found {
			forEachChild(x, visit)
		}
	}
	visit(e)
	return found
}

// mayWindow reports whether an entry of the scope may carry window
// properties.
func (s *scope) mayWindow() bool {
	for _, e := range s.entries {
		if e.rel.hasWindowProps() {
			return true
		}
	}
	return false
}

// rankColumn records a ranking function OVER a window as the column's
// rank, for a filter of the enclosing query to find.
func (r *resolver) rankColumn(c *Column, e sqlparse.Expr, sc *scope, n *sqlparse.SelectNode) {
	call, ok := e.(*sqlparse.CallExpr)
	if !ok || call.Over == nil || len(call.Name.Parts) != 1 || len(call.Args) > 0 || call.Over.Ref.Name != "" {
		return
	}
	fn := strings.ToUpper(call.Name.Parts[0].Name)
	if fn != "ROW_NUMBER" && fn != "RANK" && fn != "DENSE_RANK" {
		return
	}
	rk := &rankInfo{function: fn, input: r.inputChangelog(n, sc), span: call.Span}
	for _, p := range call.Over.PartitionBy {
		rk.windowed = rk.windowed || r.mentionsWindow(p, sc)
	}
	if len(call.Over.OrderBy) == 1 {
		if ne, ok := call.Over.OrderBy[0].Expr.(*sqlparse.NameExpr); ok {
			rk.order = r.lookupColumn(ne, sc)
			rk.desc = call.Over.OrderBy[0].Desc
		}
	}
	c.Rank = rk
}

// rankFilter finds, among the top-level conjuncts of a WHERE, a bound on
// a rank column of the only FROM item: rn = 1, rn <= N, rn < N.
func (r *resolver) rankFilter(where sqlparse.Expr, sc *scope) (rankBound, bool) {
	var found rankBound
	ok := false
	var visit func(sqlparse.Expr)
	visit = func(x sqlparse.Expr) {
		b, isBin := x.(*sqlparse.BinaryExpr)
		if !isBin {
			return
		}
		if strings.EqualFold(b.Op, "AND") {
			visit(b.L)
			visit(b.R)
			return
		}
		ne, isName := b.L.(*sqlparse.NameExpr)
		lit, isLit := b.R.(*sqlparse.LiteralExpr)
		if !isName || !isLit || lit.Kind != sqlparse.NumberLiteral {
			return
		}
		col := r.lookupColumn(ne, sc)
		if col == nil || col.Rank == nil {
			return
		}
		var top int
		if _, err := fmt.Sscanf(lit.Text, "%d", &top); err != nil {
			return
		}
		switch b.Op {
		case "=", "<=":
		case "<":
			top--
		default:
			return
		}
		found, ok = rankBound{rank: col.Rank, top: top}, true
	}
	visit(where)
	return found, ok
}

type rankBound struct {
	rank *rankInfo
	top  int
}

// rankChangelog is the changelog of a Top-N or deduplication: a window
// Top-N and a deduplication keeping the first row on processing time
// insert only; every other Rank and Deduplicate updates and deletes.
func (r *resolver) rankChangelog(b rankBound) Changelog {
	rk := b.rank
	switch {
	case rk.windowed:
		if rk.input.InsertOnly() {
			return insertOnly()
		}
		return Changelog{}
	case rk.function == "ROW_NUMBER" && b.top == 1 && rk.order != nil:
		o := rk.order
		if o.AttrUnknown || !o.Type.Known() {
			if rk.desc {
				break // a last-row deduplication or a Top-1: both update
			}
			return Changelog{}
		}
		if o.Type.Attr == types.Proctime && !rk.desc {
			if rk.input.InsertOnly() {
				return insertOnly()
			}
			return Changelog{}
		}
		if o.Type.Attr != types.Regular {
			keep := "FirstRow"
			if rk.desc {
				keep = "LastRow"
			}
			order := "ROWTIME"
			if o.Type.Attr == types.Proctime {
				order = "PROCTIME"
			}
			return Changelog{Kinds: allChanges, Exact: true, Node: fmt.Sprintf("Deduplicate(keep=[%s], order=[%s])", keep, order), Span: rk.span, Unit: r.unit}
		}
	}
	return Changelog{Kinds: allChanges, Exact: true, Node: fmt.Sprintf("Rank(rankType=[%s], rankRange=[rankStart=1, rankEnd=%d])", rk.function, b.top), Span: rk.span, Unit: r.unit}
}

// setOpChangelog is the changelog of a set operation: UNION ALL forwards
// both sides' changes, UNION deduplicates with a GroupAggregate, which
// updates; INTERSECT and EXCEPT are not modelled.
func (r *resolver) setOpChangelog(n *sqlparse.SetOpNode, l, rr Changelog) Changelog {
	switch {
	case strings.EqualFold(n.Op, "UNION") && n.All:
		return union(l, rr)
	case strings.EqualFold(n.Op, "UNION"):
		kinds := Inserts | Updates
		if l.Updating() || rr.Updating() {
			kinds |= Deletes
		}
		return r.produced(kinds, l.Exact && rr.Exact, "GroupAggregate(groupBy=[all columns]) of a UNION", n.Span)
	}
	return Changelog{}
}

// orderedChangelog is the changelog of ORDER BY / LIMIT: a LIMIT alone
// forwards an insert-only input; ORDER BY with a LIMIT is a SortLimit,
// which updates; ORDER BY alone (a temporal sort) inserts only when it is
// planned at all.
func (r *resolver) orderedChangelog(n *sqlparse.OrderedNode, in Changelog) Changelog {
	switch {
	case n.Limit != nil && len(n.OrderBy) > 0:
		return r.produced(allChanges, true, "SortLimit(orderBy=[...])", n.Span)
	case n.Limit != nil && in.InsertOnly():
		return in
	case n.Limit == nil && in.InsertOnly():
		return in
	}
	return Changelog{}
}
