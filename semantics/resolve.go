package semantics

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/semantics/functions"
	"github.com/flinklint/flinklint/semantics/types"
	"github.com/flinklint/flinklint/sqlparse"
)

// Relation is the result of a query or FROM item: its columns in order.
type Relation struct {
	Columns []Column
	// Opaque is set when the columns are not known (an unknown table, a
	// hole in the select list, an opaque query tree): then Columns may be
	// incomplete and nothing is checked against them.
	Opaque bool
	// Changelog is what the relation emits in a streaming job.
	Changelog Changelog
	// MayWindow is set when an opaque relation may carry window
	// properties (it reads a window TVF the resolver could not follow).
	MayWindow bool
}

// opaqueRelation is a relation flinklint knows nothing of.
func opaqueRelation() *Relation { return &Relation{Opaque: true} }

// find returns the first column of the relation named name (nil when
// none) and how many columns have that name: callers want the one column
// a name means, and an ambiguous name means none.
func (r *Relation) find(name string) (first *Column, n int) {
	for i := range r.Columns {
		if r.Columns[i].Name == name {
			if n == 0 {
				first = &r.Columns[i]
			}
			n++
		}
	}
	return first, n
}

// has reports whether the relation has a column named name.
func (r *Relation) has(name string) bool {
	_, n := r.find(name)
	return n > 0
}

// scopeEntry is one FROM item a query's names resolve against.
type scopeEntry struct {
	alias string // the alias or table name; "" for an anonymous item
	rel   *Relation
	// table is the table or view the entry reads by name; nil for other
	// entries (References reads it).
	table *Table
}

// scope is the names visible in one query block, with the enclosing
// block's scope for correlated subqueries.
type scope struct {
	entries []scopeEntry
	parent  *scope
	// aliases are the select list's aliases, visible in ORDER BY.
	aliases *Relation
	// items is the select list, whose aliases are not reported as
	// unknown names in GROUP BY and HAVING (itemAlias).
	items []sqlparse.SelectItem
	// merged is set when the FROM clause joins with USING or NATURAL,
	// which merge the common columns.
	merged bool
	// where is the block's WHERE, which the planner pushes into its joins.
	where sqlparse.Expr
	// deferJoins is set while the FROM clause of a block without a
	// temporal join is resolved: its joins are recorded in joins and
	// settled once the whole clause is known (settleJoins).
	deferJoins bool
	joins      []joinRecord
	// grouped is set for a block with GROUP BY: Calcite types SUM, AVG,
	// MIN and MAX nullable without one.
	grouped bool
}

// resolver resolves the queries of one job against its catalog as the
// replay goes, and collects the problems it finds.
type resolver struct {
	cat *Catalog
	// models are the session's models (models.go).
	models modelSpace
	job    *Job
	unit   *Unit // the unit of the statement being resolved
	// ctes are the WITH entries visible at the point of resolution,
	// innermost last.
	ctes []cteEntry
	// quiet is set while resolving what is not a query's own text (a
	// computed column typed for its type, ORDER BY): no unknown name is
	// reported then.
	quiet bool
	// untypedNulls is set while the query of a SELECT statement or a
	// CREATE VIEW is resolved: it has no target row type (an INSERT's
	// query has the sink's), so a bare NULL in a VALUES row has no type
	// to take (SqlValidatorImpl.inferUnknownTypes: "Illegal use of
	// 'NULL'", type coercion being off).
	untypedNulls bool
	// viewBody is set while a CREATE VIEW's query is resolved: Flink
	// validates it then but translates it only when a query reads the
	// view, so no translation check applies.
	viewBody bool
	// topSort is the ORDER BY at the top of the statement being replayed
	// (a SELECT or an INSERT's query), the one sort the planner keeps:
	// Calcite drops the ORDER BY of a subquery or view without LIMIT.
	topSort *sqlparse.OrderedNode
	// topSelect is the SELECT at the top of that statement, whose OVER
	// aggregates the planner keeps (checkOver).
	topSelect *sqlparse.SelectNode
	// viewReads are the deferred problems the view's query being
	// resolved reads (deferred.go).
	viewReads []*deferred
	// subChangelogs are the changelogs of the subqueries of expressions
	// (subjoins.go); nil until one is resolved.
	subChangelogs map[sqlparse.QueryNode]Changelog
	// lastAggScope is the FROM scope of the SELECT block selectScope
	// resolved last when it aggregates, nil otherwise: an ORDER BY
	// expression over the aggregation is typed in it (checkSort).
	lastAggScope *scope
	// refs, when not nil, records the names resolved (References).
	refs *refRecorder
	// api is what the Table API statements of a Python job may call
	// missing (tableapi.go); nil when none may be.
	api *tableAPINames
	// version is the job's Flink line (zero when not known), for the
	// messages that differ between releases.
	version functions.Version
	// session is the session's state beside the catalog: its runtime
	// mode at the statement (session.go).
	session *session
}

type cteEntry struct {
	name string
	rel  *Relation
}

// problemOnce records a problem unless the same kind was recorded at the
// same place of the same unit (an expression typed twice, as a select
// item and again in GROUP BY or ORDER BY).
func (r *resolver) problemOnce(p Problem) {
	for _, q := range r.job.Problems {
		if q.Kind == p.Kind && q.Span == p.Span && q.Unit == r.unit {
			return
		}
	}
	r.problem(p)
}

func (r *resolver) problem(p Problem) {
	if r.unit == nil {
		return
	}
	p.Unit = r.unit
	if r.session != nil {
		p.Mode = r.session.mode
	}
	r.job.Problems = append(r.job.Problems, p)
}

// query resolves a query tree. parent is the enclosing scope of a
// subquery, nil at the top.
func (r *resolver) query(q sqlparse.QueryNode, parent *scope) *Relation {
	switch n := q.(type) {
	case *sqlparse.SelectNode:
		return r.selectBlock(n, parent)
	case *sqlparse.SetOpNode:
		l, rr := r.query(n.Left, parent), r.query(n.Right, parent)
		r.checkSetOpWidth(n, l, rr)
		r.checkSetOpTypes(n, l, rr)
		rel := setOpRelation(l, rr, strings.EqualFold(n.Op, "UNION") && n.All)
		r.unionTimeAttributes(n, l, rr, rel)
		rel.Changelog = r.setOpChangelog(n, l.Changelog, rr.Changelog)
		rel.MayWindow = rel.MayWindow || l.hasWindowProps() || rr.hasWindowProps()
		return rel
	case *sqlparse.ValuesNode:
		return r.values(n, parent)
	case *sqlparse.WithNode:
		depth := len(r.ctes)
		for _, c := range n.CTEs {
			rel := r.query(c.Query, parent)
			rel = renameColumns(rel, c.Columns)
			r.ctes = append(r.ctes, cteEntry{name: c.Name.Name, rel: rel})
		}
		rel := r.query(n.Body, parent)
		r.ctes = r.ctes[:depth]
		return rel
	case *sqlparse.OrderedNode:
		var rel *Relation
		if sel, ok := n.Body.(*sqlparse.SelectNode); ok {
			sorted, input := r.selectScope(sel, parent)
			if n == r.topSort {
				r.checkSort(n, sorted, input, r.lastAggScope)
			}
			r.orderByAmbiguous(n, sorted, input)
			r.readSort(n, sorted, input)
			rel = r.orderBy(n, sorted, parent)
		} else {
			rel = r.orderBy(n, r.query(n.Body, parent), parent)
			r.readSort(n, rel, nil)
			if n == r.topSort {
				// A set operation's output: its keys are output columns.
				r.checkSort(n, rel, nil, nil)
			}
		}
		out := *rel
		out.Changelog = r.orderedChangelog(n, rel.Changelog)
		return &out
	}
	return opaqueRelation()
}

// orderBy types the ORDER BY of a query whose body resolved to rel.
func (r *resolver) orderBy(n *sqlparse.OrderedNode, rel *Relation, parent *scope) *Relation {
	// ORDER BY reads the output's names and the body's: flinklint
	// keeps only the former here, so it reports no name there.
	sc := &scope{parent: parent, aliases: rel}
	quiet := r.quiet
	r.quiet = true
	for _, o := range n.OrderBy {
		r.exprType(o.Expr, sc)
	}
	r.quiet = quiet
	return rel
}

// setOpRelation is the relation of UNION/INTERSECT/EXCEPT: the left side's
// names, the common types of both sides.
//
// A UNION ALL keeps a time attribute that both sides have with the very
// same type (FlinkTypeFactory.leastRestrictive returns the one type when
// all are identical; RelTimeIndicatorConverter.visitSetOp keeps the
// union's indicators), and a column neither side's is a time attribute is
// none. Any other timestamp column, and every timestamp column of UNION,
// INTERSECT and EXCEPT (aggregations, which materialise time attributes),
// is unknown; a column of another type is no time attribute.
func setOpRelation(l, r *Relation, unionAll bool) *Relation {
	if l.Opaque || r.Opaque || len(l.Columns) != len(r.Columns) {
		return opaqueRelation()
	}
	out := &Relation{Columns: make([]Column, len(l.Columns))}
	for i, c := range l.Columns {
		rc := r.Columns[i]
		t, ok := types.LeastRestrictive(c.Type, rc.Type)
		if !ok || !c.Type.Known() || !rc.Type.Known() {
			t = types.Type{}
		}
		// A type that is no timestamp is no time attribute either way.
		col := Column{Name: c.Name, Type: t.WithAttr(types.Regular), AttrUnknown: !t.Known() || knownTimestamp(t),
			Deferred: slices.Concat(c.Deferred, rc.Deferred)}
		if unionAll && t.Known() && !c.AttrUnknown && !rc.AttrUnknown {
			switch {
			case c.Type.IsTimeAttr() && c.Type == rc.Type:
				col.Type, col.AttrUnknown = c.Type, false
			case !c.Type.IsTimeAttr() && !rc.Type.IsTimeAttr():
				col.AttrUnknown = false
				col.JoinMaterialized = c.JoinMaterialized && rc.JoinMaterialized
			}
		}
		out.Columns[i] = col
	}
	return out
}

func (r *resolver) values(n *sqlparse.ValuesNode, parent *scope) *Relation {
	if len(n.Rows) == 0 {
		return opaqueRelation()
	}
	width := len(n.Rows[0])
	colTypes := make([][]types.Type, width)
	sc := &scope{parent: parent}
	r.valuesNulls(n, parent)
	for _, row := range n.Rows {
		if len(row) != width {
			return opaqueRelation()
		}
		for i, e := range row {
			colTypes[i] = append(colTypes[i], r.exprType(e, sc))
		}
	}
	rel := &Relation{Changelog: insertOnly()}
	for i, ts := range colTypes {
		t, ok := commonKnown(ts)
		if !ok {
			t = types.Type{}
		}
		rel.Columns = append(rel.Columns, Column{Name: "EXPR$" + strconv.Itoa(i), Type: t})
	}
	return rel
}

// commonKnown merges types that are all known, as Calcite merges CASE
// branches and VALUES rows (types.LeastRestrictive: unknown where Calcite
// and Flink's own merging may differ).
func commonKnown(ts []types.Type) (types.Type, bool) {
	for _, t := range ts {
		if !t.Known() {
			return types.Type{}, false
		}
	}
	if len(ts) == 1 {
		return ts[0], true
	}
	return types.LeastRestrictive(ts...)
}

// renameColumns applies a column alias list; a list of another length
// (an error Flink reports elsewhere) makes the relation opaque.
func renameColumns(rel *Relation, names []sqlparse.Ident) *Relation {
	if len(names) == 0 || rel.Opaque {
		return rel
	}
	if len(names) != len(rel.Columns) {
		return &Relation{Opaque: true, Changelog: rel.Changelog, MayWindow: rel.hasWindowProps()}
	}
	out := &Relation{Columns: make([]Column, len(rel.Columns)), Changelog: rel.Changelog}
	for i, c := range rel.Columns {
		c.Name = names[i].Name
		out.Columns[i] = c
	}
	return out
}

func (r *resolver) selectBlock(n *sqlparse.SelectNode, parent *scope) *Relation {
	rel, _ := r.selectScope(n, parent)
	return rel
}

// selectScope resolves a SELECT block and returns its relation and the
// scope of its FROM items (nil names when the block aggregates: its
// input columns are then no longer what its rows hold).
func (r *resolver) selectScope(n *sqlparse.SelectNode, parent *scope) (*Relation, *scope) {
	sc := &scope{parent: parent, where: n.Where, grouped: len(n.GroupBy) > 0}
	if n.From != nil {
		sc.merged = mergesColumns(n.From)
		sc.deferJoins = !hasTemporalJoin(n.From)
		sc.entries = r.from(n.From, sc, nil)
		sc.deferJoins = false
		r.checkIntervalJoins(n.From, sc)
		r.filterOverJoinOutput(sc)
		r.settleJoins(sc)
		r.checkSlicedWindow(n)
	}
	var whereType, havingType types.Type
	if n.Where != nil {
		whereType = r.exprType(n.Where, sc)
	}
	sc.items = n.Items
	// SELECT DISTINCT is an aggregation on every column.
	grouped := n.Grouped || n.Distinct || r.hasAggregate(n)
	overs := hasOver(n)
	for _, g := range n.GroupBy {
		r.exprType(g, sc)
		r.checkGroupWindow(g, sc)
	}
	rel := &Relation{Columns: make([]Column, 0, len(n.Items))}
	for i, it := range n.Items {
		switch {
		case it.Star && len(it.Qualifier) == 0:
			for _, e := range sc.entries {
				r.starClash(it, e.rel)
				rel.Opaque = rel.Opaque || e.rel.Opaque
				rel.Columns = append(rel.Columns, e.rel.Columns...)
			}
		case it.Star:
			e := sc.entry(it.Qualifier)
			if e == nil {
				rel.Opaque = true
				continue
			}
			r.starClash(it, e.rel)
			rel.Opaque = rel.Opaque || e.rel.Opaque
			rel.Columns = append(rel.Columns, e.rel.Columns...)
		default:
			if _, hole := it.Expr.(*sqlparse.HoleExpr); hole {
				rel.Opaque = true // a hole may stand for several columns
				continue
			}
			c := Column{Name: itemName(it, i), Type: r.exprType(it.Expr, sc), Expr: it.Expr.ExprSpan()}
			r.checkAbsentOver(it.Expr)
			r.rankColumn(&c, it.Expr, sc, n)
			if overs && !grouped && n != r.topSelect {
				c.Deferred = r.overDeferred(it.Expr, n, sc)
			}
			if _, isName := it.Expr.(*sqlparse.NameExpr); !isName {
				switch {
				case isProctimeCall(it.Expr):
				case c.Type.IsTimeAttr():
					// A function that yields a time attribute
					// (TUMBLE_ROWTIME, MATCH_ROWTIME): kept where Flink
					// keeps it, which flinklint does not follow.
					c.AttrUnknown = true
				default:
					// Any other expression drops a time attribute.
					c.Type = c.Type.WithAttr(types.Regular)
				}
			} else if col := r.lookupColumn(it.Expr.(*sqlparse.NameExpr), sc); col != nil {
				c.AttrUnknown = col.AttrUnknown
				c.WindowBound, c.JoinMaterialized = col.WindowBound, col.JoinMaterialized
				c.Window, c.Rank, c.Deferred = col.Window, col.Rank, col.Deferred
			} else {
				// A niladic function (LOCALTIMESTAMP) is no time attribute;
				// a name not resolved may be anything.
				c.AttrUnknown = !c.Type.Known()
			}
			rel.Columns = append(rel.Columns, c)
		}
	}
	uniquifyColumns(rel.Columns)
	if grouped {
		// An aggregation's output: an aggregate or expression is no time
		// attribute, nor is a grouping column that was none; a grouping
		// time attribute is kept by a window aggregation (window_time)
		// and materialised by another, which flinklint does not tell.
		for i := range rel.Columns {
			if rel.Columns[i].Type.IsTimeAttr() || !rel.Columns[i].Type.Known() {
				rel.Columns[i].AttrUnknown = true
			}
		}
	}
	if n.Having != nil {
		havingType = r.exprType(n.Having, sc)
	}
	r.checkQueryShape(n, sc, whereType, havingType)
	r.readBlock(n, sc, rel, grouped)
	rel.MayWindow = rel.Opaque && sc.mayWindow()
	rel.Changelog = r.blockChangelog(n, sc, rel)
	if grouped || n.Distinct {
		r.lastAggScope = sc
		return rel, nil
	}
	r.lastAggScope = nil
	if n == r.topSelect {
		r.checkOver(n, sc)
	}
	return rel, sc
}

// starClash reports a * over a window TVF whose output has a name twice:
// Calcite expands the star into a reference to each field, and the
// clashing name is ambiguous (WindowTableFunctionTest#testConflictingFieldNames).
func (r *resolver) starClash(it sqlparse.SelectItem, rel *Relation) {
	for _, c := range rel.Columns {
		if c.Clash {
			r.problem(clashProblem(it.Span, c.Name))
			return
		}
	}
}

// clashProblem is the AmbiguousColumn problem of a name a window TVF's
// output has twice.
func clashProblem(at sqlparse.Span, name string) Problem {
	return Problem{Kind: AmbiguousColumn, Span: at, Column: name,
		Reason: "Column '" + name + "' is ambiguous: the window TVF adds window_start, window_end and window_time to its input's columns, and its input has a column of that name. Rename it (or leave it out) before the window"}
}

// uniquifyColumns renames the later of two select-list columns of one
// name as Calcite does (SqlValidatorUtil.uniquify with EXPR_SUGGESTER,
// case-sensitive as Flink's catalog reader): c, c becomes c, c0, so that
// SELECT * over a self-join keeps one column c and a column c0.
func uniquifyColumns(cs []Column) {
	used := make(map[string]bool, len(cs))
	for i := range cs {
		name := cs[i].Name
		if !used[name] {
			used[name] = true
			continue
		}
		for k := 0; ; k++ {
			if n := name + strconv.Itoa(k); !used[n] {
				cs[i].Name = n
				used[n] = true
				break
			}
		}
	}
}

// itemName is the name Calcite gives a select item: its alias, the last
// part of a column reference, else EXPR$<position>.
func itemName(it sqlparse.SelectItem, i int) string {
	if it.Alias.Name != "" {
		return it.Alias.Name
	}
	switch e := it.Expr.(type) {
	case *sqlparse.NameExpr:
		return e.Parts[len(e.Parts)-1].Name
	case *sqlparse.FieldExpr:
		return e.Field.Name
	}
	return "EXPR$" + strconv.Itoa(i)
}

// itemAlias reports whether a select item of the block is named name by
// its alias. Only names that resolve to no column ask, so a scan of the
// list costs less than a map built for every block.
func (s *scope) itemAlias(name string) bool {
	for _, it := range s.items {
		if it.Alias.Name != "" && it.Alias.Name == name {
			return true
		}
	}
	return false
}

// entry finds the FROM item a qualifier names.
func (s *scope) entry(qual []sqlparse.Ident) *scopeEntry {
	if len(qual) != 1 {
		return nil
	}
	for i := range s.entries {
		if s.entries[i].alias == qual[0].Name {
			return &s.entries[i]
		}
	}
	return nil
}

// hasAggregate reports whether the select list or HAVING calls an
// aggregate function without OVER (a global aggregation).
func (r *resolver) hasAggregate(n *sqlparse.SelectNode) bool {
	found := false
	var visit func(e sqlparse.Expr)
	visit = func(e sqlparse.Expr) {
		if found || e == nil {
			return
		}
		if c, ok := e.(*sqlparse.CallExpr); ok && c.Over == nil && len(c.Name.Parts) == 1 && isAggregate(c.Name.Parts[0].Name) {
			found = true
			return
		}
		forEachChild(e, visit)
	}
	for _, it := range n.Items {
		visit(it.Expr)
	}
	visit(n.Having)
	return found
}

// from resolves a FROM item into scope entries. sc is the scope being
// built (LATERAL items see the entries before them).
func (r *resolver) from(t sqlparse.TableNode, sc *scope, left []scopeEntry) []scopeEntry {
	switch n := t.(type) {
	case *sqlparse.NamedTable:
		return append(left, r.namedTable(n, &scope{entries: left, parent: sc.parent}))
	case *sqlparse.DerivedTable:
		inner := &scope{parent: sc.parent}
		if n.Lateral {
			inner = &scope{parent: &scope{entries: left, parent: sc.parent}}
		}
		rel := renameColumns(r.query(n.Query, inner.parent), n.Alias.Columns)
		return append(left, scopeEntry{alias: n.Alias.Name.Name, rel: rel})
	case *sqlparse.FunctionTable:
		rel := r.functionTable(n, &scope{entries: left, parent: sc.parent})
		return append(left, scopeEntry{alias: n.Alias.Name.Name, rel: renameColumns(rel, n.Alias.Columns)})
	case *sqlparse.UnnestTable:
		return append(left, scopeEntry{alias: n.Alias.Name.Name, rel: opaqueRelation()})
	case *sqlparse.MatchRecognizeTable:
		return r.matchRecognize(n, sc, left)
	case *sqlparse.JoinNode:
		entries := r.from(n.Left, sc, left)
		nLeft := len(entries)
		entries = r.from(n.Right, sc, entries)
		if sc.deferJoins {
			sc.joins = append(sc.joins, joinRecord{lo: len(left), hi: len(entries), on: n.On,
				plain: plainJoinInput(n.Right) && !n.Natural && len(n.Using) == 0})
		} else {
			r.temporalBlockJoin(n, entries, len(left), nLeft, sc)
		}
		if n.On != nil {
			r.exprType(n.On, &scope{entries: entries, parent: sc.parent})
		}
		return entries
	}
	return append(left, scopeEntry{rel: opaqueRelation()})
}

// temporalBlockJoin applies a join of a query block that has a temporal
// join: a temporal join keeps its left side's time attributes; what any
// other join of such a block does flinklint does not decide.
func (r *resolver) temporalBlockJoin(n *sqlparse.JoinNode, entries []scopeEntry, nPrior, nLeft int, sc *scope) {
	temporal := false
	if nt, ok := n.Right.(*sqlparse.NamedTable); ok && nt.SystemTime != nil {
		temporal = true
	}
	for i := nPrior; i < len(entries); i++ {
		if temporal && i < nLeft {
			continue
		}
		entries[i].rel = attrUnknown(entries[i].rel)
	}
	if temporal {
		r.checkTemporalJoin(n, entries, nLeft, sc)
	}
}

// attrUnknown is rel with every column's time attribute unknown.
func attrUnknown(rel *Relation) *Relation {
	out := &Relation{Opaque: rel.Opaque, Columns: make([]Column, len(rel.Columns)), Changelog: rel.Changelog, MayWindow: rel.MayWindow}
	copy(out.Columns, rel.Columns)
	for i := range out.Columns {
		out.Columns[i].AttrUnknown = true
	}
	return out
}

// namedTable resolves a table, view or CTE read by name.
func (r *resolver) namedTable(n *sqlparse.NamedTable, sc *scope) scopeEntry {
	alias := n.Alias.Name.Name
	if alias == "" {
		alias = n.Name.Object().Name
	}
	if n.SystemTime != nil {
		r.checkPeriodType(n, r.exprType(n.SystemTime, sc))
	}
	if len(n.Name.Parts) == 1 && !n.Name.Parts[0].Hole {
		for i := len(r.ctes) - 1; i >= 0; i-- {
			if r.ctes[i].name == n.Name.Parts[0].Name {
				return scopeEntry{alias: alias, rel: renameColumns(r.ctes[i].rel, n.Alias.Columns)}
			}
		}
	}
	r.cat.notePresumed(n.Name.Parts)
	t, known := r.cat.Lookup(n.Name)
	r.refTable(n.Name, t, false)
	if t == nil {
		// A table the job does not declare may come from a session set up
		// elsewhere (an init script, a platform's catalog): only a name
		// the job dropped or renamed, or close to one it declares (a
		// likely typo), is reported.
		if known || r.api.missing(r, n.Name) {
			r.missingTable(n.Name, nil)
		}
		return scopeEntry{alias: alias, rel: opaqueRelation()}
	}
	r.checkOptionsHint(n, t)
	r.checkBatchScan(n, t)
	rel := t.Relation()
	if len(t.reads) > 0 || hasDeferred(rel.Columns) {
		rel = r.readView(t, rel, n.Name.Span)
	}
	return scopeEntry{alias: alias, rel: renameColumns(rel, n.Alias.Columns), table: t}
}

// lookupColumn finds the column a name refers to, or nil when it is not
// one column of a known relation (a field access, an unknown or ambiguous
// name).
func (r *resolver) lookupColumn(e *sqlparse.NameExpr, sc *scope) *Column {
	for _, p := range e.Parts {
		if p.Hole {
			return nil
		}
	}
	for s := sc; s != nil; s = s.parent {
		var found *Column
		n := 0
		switch len(e.Parts) {
		case 1:
			for _, en := range s.entries {
				c, k := en.rel.find(e.Parts[0].Name)
				if n == 0 {
					found = c
				}
				n += k
			}
			if n == 0 && s.aliases != nil {
				found, n = s.aliases.find(e.Parts[0].Name)
			}
		case 2:
			if en := s.entry(e.Parts[:1]); en != nil {
				found, n = en.rel.find(e.Parts[1].Name)
			}
		default:
			return nil
		}
		if n == 1 {
			return found
		}
		if n > 1 || s.opaqueHere() {
			return nil
		}
	}
	return nil
}

// rowHasField reports whether a ROW type has a field name, at any depth:
// Flink's ROW types are Calcite structs of kind PEEK_FIELDS_NO_EXPAND
// (FlinkTypeFactory), so t.name may name a field of one of t's ROW columns
// (apache/flink CalcTest#testJoinOnNested: t.data for t.field1.data).
func rowHasField(t types.Type, name string, depth int) bool {
	if depth > 8 {
		return false
	}
	for _, f := range t.Fields() {
		if f.Name == name || f.Type.Kind == types.Row && rowHasField(f.Type, name, depth+1) {
			return true
		}
	}
	return false
}

// opaqueHere reports whether an entry of this very scope is opaque.
func (s *scope) opaqueHere() bool {
	for _, e := range s.entries {
		if e.rel.Opaque {
			return true
		}
	}
	return false
}

// windowTVFs are the window table-valued functions and the name of their
// time column argument.
var windowTVFs = map[string]bool{"TUMBLE": true, "HOP": true, "CUMULATE": true, "SESSION": true}

// functionTable resolves TABLE(f(...)): a window TVF's relation is its
// input's columns and the window columns; any other table function is
// opaque.
func (r *resolver) functionTable(n *sqlparse.FunctionTable, sc *scope) *Relation {
	name := strings.ToUpper(n.Call.Name.Object().Name)
	if len(n.Call.Name.Parts) != 1 || !windowTVFs[name] || n.Call.OpaqueArgs {
		for _, a := range n.Call.Args {
			r.exprType(a, sc)
		}
		r.checkTableFunction(n.Call)
		return opaqueRelation()
	}
	rel := r.windowTVF(n, name, sc)
	rel.MayWindow = rel.Opaque
	return rel
}

// windowTVF resolves a window TVF's relation: its input's columns and the
// window columns, with the input's changelog (the TVF forwards it).
func (r *resolver) windowTVF(n *sqlparse.FunctionTable, name string, sc *scope) *Relation {
	if r.checkNamedTVFArgs(n.Call, name) {
		return opaqueRelation()
	}
	var input *Relation
	var timecol *sqlparse.DescriptorExpr
	for i, a := range n.Call.Args {
		argName := ""
		if na, ok := a.(*sqlparse.NamedArgExpr); ok {
			argName, a = strings.ToUpper(na.Name.Name), na.Value
		}
		switch v := a.(type) {
		case *sqlparse.TableArgExpr:
			if argName == "" && i != 0 {
				return opaqueRelation()
			}
			input = r.tableArg(v, sc)
		case *sqlparse.DescriptorExpr:
			if timecol == nil && (argName == "" || argName == "TIMECOL") {
				timecol = v
			}
		default:
			r.exprType(a, sc)
		}
	}
	if input == nil || timecol == nil || len(timecol.Columns) != 1 {
		return opaqueRelation()
	}
	if input.Opaque {
		return &Relation{Opaque: true, Changelog: input.Changelog}
	}
	tc, k := input.find(timecol.Columns[0].Name)
	if k != 1 {
		return &Relation{Opaque: true, Changelog: input.Changelog}
	}
	if tc.Type.Known() && !knownTimestamp(tc.Type) {
		// The validator's operand check, in either mode
		// (SqlWindowTableFunction.checkTimeColumnDescriptorOperand).
		r.problem(Problem{Kind: WindowNotTimeAttribute, Span: timecol.Span, Column: tc.Name, QueryType: tc.Type, Function: name,
			Reason: fmt.Sprintf("The window function %s requires the timecol to be TIMESTAMP or TIMESTAMP_LTZ, but is %s.", windowSignatures[name], tc.Type)})
		return opaqueRelation()
	}
	if !tc.Type.Known() || tc.AttrUnknown {
		return &Relation{Opaque: true, Changelog: input.Changelog}
	}
	if tc.Type.Attr == types.Regular {
		r.problem(Problem{Kind: WindowNotTimeAttribute, Span: timecol.Span, Column: tc.Name, QueryType: tc.Type, Function: name,
			Materialized: tc.JoinMaterialized})
		return opaqueRelation()
	}
	out := &Relation{Columns: append([]Column(nil), input.Columns...), Changelog: input.Changelog}
	// The columns the validator appends (SqlWindowTableFunction.inferRowType):
	// window_start and window_end TIMESTAMP(3) NOT NULL whatever the time
	// attribute's type, window_time the time attribute made NOT NULL.
	wc := functions.WindowColumns(tc.Type)
	out.Columns = append(out.Columns,
		Column{Name: wc[0].Name, Type: wc[0].Type, WindowBound: true, Window: WindowStart},
		Column{Name: wc[1].Name, Type: wc[1].Type, WindowBound: true, Window: WindowEnd},
		Column{Name: wc[2].Name, Type: wc[2].Type, Window: WindowTime})
	for i := range out.Columns {
		if _, k := out.find(out.Columns[i].Name); k > 1 {
			out.Columns[i].Clash = true
		}
	}
	return out
}

// windowSignatures are the window TVFs' signatures as the validator's
// messages give them (getAllowedSignatures of SqlTumbleTableFunction, ...).
var windowSignatures = map[string]string{
	"TUMBLE":   "TUMBLE(TABLE table_name, DESCRIPTOR(timecol), datetime interval[, datetime interval])",
	"HOP":      "HOP(TABLE table_name, DESCRIPTOR(timecol), datetime interval, datetime interval[, datetime interval])",
	"CUMULATE": "CUMULATE(TABLE table_name, DESCRIPTOR(timecol), datetime interval, datetime interval[, datetime interval])",
	"SESSION":  "SESSION(TABLE table_name [PARTITION BY (keycols, ...)], DESCRIPTOR(timecol), datetime interval)",
}

// tableArg resolves TABLE t or TABLE (query) of a table function.
func (r *resolver) tableArg(a *sqlparse.TableArgExpr, sc *scope) *Relation {
	if a.Query != nil {
		return r.query(a.Query, sc.parent)
	}
	e := r.namedTable(&sqlparse.NamedTable{Span: a.Span, Name: a.Name}, sc)
	return e.rel
}

// unresolved reports a name that is no column of any FROM item in scope,
// when every FROM item's columns are known.
func (r *resolver) unresolved(n *sqlparse.NameExpr, sc *scope) {
	if r.quiet || len(n.Parts) > 2 {
		return
	}
	for _, p := range n.Parts {
		if p.Hole {
			return
		}
	}
	name := n.Parts[len(n.Parts)-1].Name
	if len(n.Parts) == 1 && r.ambiguous(n, sc) {
		return
	}
	var candidates []string
	for s := sc; s != nil; s = s.parent {
		if s.opaqueHere() || s.itemAlias(n.Parts[0].Name) || (s.aliases != nil && s.aliases.has(n.Parts[0].Name)) {
			return
		}
		for _, e := range s.entries {
			if e.rel.has(n.Parts[0].Name) {
				return // ambiguous, or a ROW column's field
			}
			for _, c := range e.rel.Columns {
				candidates = append(candidates, c.Name)
			}
		}
	}
	if len(n.Parts) == 2 {
		var entry *scopeEntry
		for s := sc; s != nil && entry == nil; s = s.parent {
			entry = s.entry(n.Parts[:1])
		}
		if entry == nil {
			r.problem(Problem{Kind: UnknownTable, Span: n.Parts[0].Span, Table: n.Parts[0].Name, Alias: true})
			return
		}
		if c, k := entry.rel.find(name); k > 1 {
			if c.Clash {
				r.problem(clashProblem(n.Span, name))
			}
			return
		}
		var own []string
		for _, c := range entry.rel.Columns {
			if c.Type.Kind == types.Row && rowHasField(c.Type, name, 0) {
				return // t.f of a field f of a ROW column: Calcite peeks into it
			}
			own = append(own, c.Name)
		}
		r.problem(Problem{Kind: UnknownColumn, Span: n.Span, Column: name, Table: n.Parts[0].Name, Suggestion: suggest(name, own)})
		return
	}
	r.problem(Problem{Kind: UnknownColumn, Span: n.Span, Column: name, Suggestion: suggest(name, candidates)})
}

// ambiguous reports a one-part name that two FROM items of the nearest
// scope level that has it both have, and tells whether it handled the
// name. A join with USING or NATURAL merges its common columns, and an
// item with the name twice (a subquery's duplicate names, which Calcite
// renames) is not judged.
func (r *resolver) ambiguous(n *sqlparse.NameExpr, sc *scope) bool {
	name := n.Parts[0].Name
	for s := sc; s != nil; s = s.parent {
		items := 0
		for _, e := range s.entries {
			switch c, k := e.rel.find(name); k {
			case 0:
			case 1:
				items++
			default:
				if c.Clash {
					r.problem(clashProblem(n.Span, name))
				}
				return true
			}
		}
		switch {
		case items == 0:
			continue
		case items > 1 && !s.merged && !s.itemAlias(name):
			r.problem(Problem{Kind: AmbiguousColumn, Span: n.Span, Column: name})
		}
		return true
	}
	return false
}

// mergesColumns reports whether a FROM clause joins with USING or NATURAL.
func mergesColumns(t sqlparse.TableNode) bool {
	j, ok := t.(*sqlparse.JoinNode)
	return ok && (j.Natural || len(j.Using) > 0 || mergesColumns(j.Left) || mergesColumns(j.Right))
}

// suggest is the did-you-mean for a name among the job's own names.
func suggest(name string, candidates []string) string {
	for _, c := range candidates {
		if strings.EqualFold(c, name) {
			return c
		}
	}
	s, _ := flink.Suggest(name, candidates)
	return s
}

// suggestTable is the did-you-mean for a table name among the job's
// tables, views and CTEs: the path of a table of that very name in
// another database, else a close name.
func (r *resolver) suggestTable(name sqlparse.QualifiedName) string {
	obj := name.Object().Name
	var names, elsewhere []string
	r.cat.each(func(t *Table) {
		short := t.Path[strings.LastIndexByte(t.Path, '.')+1:]
		if short == obj {
			elsewhere = append(elsewhere, t.Path)
		}
		names = append(names, short)
	})
	if len(elsewhere) > 0 {
		sort.Strings(elsewhere)
		return elsewhere[0]
	}
	for _, c := range r.ctes {
		names = append(names, c.name)
	}
	sort.Strings(names)
	if s := suggest(obj, names); !wordAffixed(obj, s) {
		return s
	}
	return ""
}

// wordAffixed reports whether one name is the other with words put before
// or after it, '_'-separated ('t_order_product' and 'order_product',
// 'orders_v2' and 'orders'): a naming convention (a prefix for the tables
// of a catalog, a version suffix), not a typo, so no did-you-mean.
func wordAffixed(a, b string) bool {
	a, b = strings.ToLower(a), strings.ToLower(b)
	if len(a) < len(b) {
		a, b = b, a
	}
	if b == "" || len(a) == len(b) {
		return false
	}
	return strings.HasSuffix(a, "_"+b) || strings.HasPrefix(a, b+"_")
}

// groupWindows are the group window functions of GROUP BY.
var groupWindows = map[string]bool{"TUMBLE": true, "HOP": true, "SESSION": true}

// checkGroupWindow reports a group window (GROUP BY TUMBLE(ts, ...)) whose
// time column is known not to be a time attribute.
func (r *resolver) checkGroupWindow(g sqlparse.Expr, sc *scope) {
	c, ok := g.(*sqlparse.CallExpr)
	if !ok || len(c.Name.Parts) != 1 || !groupWindows[strings.ToUpper(c.Name.Parts[0].Name)] || len(c.Args) < 2 || c.OpaqueArgs {
		return
	}
	if r.checkGroupWindowArgs(c, strings.ToUpper(c.Name.Parts[0].Name), sc) {
		return
	}
	ref, ok := c.Args[0].(*sqlparse.NameExpr)
	if !ok {
		return
	}
	col := r.lookupColumn(ref, sc)
	// A group window keeps the time attribute it was built on even when
	// a regular join below materialises it (the window is planned before
	// RelTimeIndicatorConverter runs, and visitWindowAggregate does not
	// check it again): not reported.
	if col == nil || !col.Type.Known() || col.AttrUnknown || col.Type.Attr != types.Regular || col.JoinMaterialized {
		return
	}
	r.problem(Problem{Kind: WindowNotTimeAttribute, Span: ref.Span, Column: col.Name, QueryType: col.Type,
		Function: strings.ToUpper(c.Name.Parts[0].Name), GroupWindow: true})
}

// isProctimeCall reports a PROCTIME() call, which yields a processing-time
// attribute wherever it stands.
func isProctimeCall(e sqlparse.Expr) bool {
	c, ok := e.(*sqlparse.CallExpr)
	return ok && len(c.Name.Parts) == 1 && strings.EqualFold(c.Name.Parts[0].Name, "PROCTIME") && len(c.Args) == 0 && !c.OpaqueArgs
}

// valuesNulls reports a bare NULL literal of a VALUES row where the
// VALUES has no target row type: SqlValidatorImpl.validateValues infers
// the rows' operand types from the target row type, which is unknown but
// in an INSERT (its query's SELECT * FROM (VALUES ...) gets the sink's),
// and inferUnknownTypes rejects a NULL literal of unknown type when type
// coercion is off (FlinkPlannerImpl). A CAST(NULL AS t), or a NULL inside
// an expression whose operator infers its operands' types, is not bare;
// a VALUES in an expression's subquery (x IN (VALUES ...)) is left alone.
// Sources: apache/flink release-1.20.4 and release-2.2.1-rc2
// flink-table/flink-table-planner/src/main/java/org/apache/calcite/sql/validate/SqlValidatorImpl.java
// (validateValues, inferUnknownTypes, validateSelect's fromType),
// src/test/java/org/apache/flink/table/planner/plan/stream/sql/NullTypeTest.java
// (testValues, testValuesWithoutTypeCoercion).
func (r *resolver) valuesNulls(n *sqlparse.ValuesNode, parent *scope) {
	if !r.untypedNulls || r.quiet || parent != nil {
		return
	}
	for _, row := range n.Rows {
		for _, e := range row {
			if lit, ok := e.(*sqlparse.LiteralExpr); ok && lit.Kind == sqlparse.NullLiteral {
				r.problemOnce(Problem{Kind: FunctionCallInvalid, Span: lit.Span, Function: "VALUES", Reason: "Illegal use of 'NULL'"})
				return
			}
		}
	}
}
