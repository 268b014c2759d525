package semantics

import (
	"slices"
	"strings"

	"github.com/flinklint/flinklint/sqlparse"
)

// Checks of nodes the planner plans only when their output is read.
//
// The planner prunes what no consumer reads: an OVER aggregate of a
// subquery, CTE or view whose column the outer query never reads is gone
// before the streaming planner sees it (Calcite's column pruning and
// project merging), and a ranking function (ROW_NUMBER, RANK, DENSE_RANK)
// that the reading query filters (rn <= N) is a Top-N or a deduplication
// (FlinkLogicalRankRule), not an OVER aggregate. So an OVER aggregate's
// problem in any query block but the top one of a statement is deferred:
// it rides on the block's output column (Column.Deferred) through plain
// reads (a select item naming the column, a *, a set operation, a window
// TVF's input, a view) and is raised where a node reads it: an expression
// of a select item, WHERE (but for a ranking function, which a filter
// makes a Top-N), GROUP BY, HAVING, a join condition, an ORDER BY the
// planner keeps, a scalar or IN subquery's column, and the statement's own
// output (the rows a SELECT returns, an INSERT or CTAS writes). A view's
// query is planned when a statement reads the view: what its query reads
// is raised at each read, at the view's name in the reading statement
// (Problem.View names the view). Whatever flinklint does not follow (a
// hole in a select list, a MATCH_RECOGNIZE) reads nothing here, and a
// deferred problem that is never read is never raised.
//
// Sources: apache/flink release-2.2.1-rc2
// flink-table/flink-table-planner/src/main/scala/org/apache/flink/table/planner/calcite/FlinkPlannerImpl.scala
// (a view's query is converted when a statement reads it),
// flink-table/flink-table-planner/src/main/scala/org/apache/flink/table/planner/plan/rules/logical/FlinkLogicalRankRule.scala
// (a filter on a ranking function's column makes a Rank),
// flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/plan/nodes/exec/stream/StreamExecOverAggregate.java
// (the checks of a planned OVER aggregate).

// deferred is a problem of a node raised only when its output is read.
type deferred struct {
	p Problem
	// rank marks the problem of a ranking function OVER a window, which a
	// filter of the reading query turns into a Top-N.
	rank bool
}

// raise records a deferred problem: now, or, while a view's query is
// resolved, when a statement reads the view.
func (r *resolver) raise(d *deferred) {
	if r.viewBody {
		if !slices.Contains(r.viewReads, d) {
			r.viewReads = append(r.viewReads, d)
		}
		return
	}
	r.problemOnce(d.p)
}

// raiseAll raises the deferred problems of the columns a node reads as a
// whole (a statement's output, a scalar or IN subquery's column).
func (r *resolver) raiseAll(rel *Relation) {
	for i := range rel.Columns {
		for _, d := range rel.Columns[i].Deferred {
			r.raise(d)
		}
	}
}

// anchored is a deferred problem of a view's query as the statement that
// reads the view at span at meets it: there, in view view.
func anchored(d *deferred, at sqlparse.Span, view string) *deferred {
	p := d.p
	p.Span = at
	if p.View == "" {
		p.View = view
	}
	return &deferred{p: p, rank: d.rank}
}

// readView raises what a view's query reads whenever it is planned, and
// returns its columns with their deferred problems anchored at the
// view's name in the reading statement.
func (r *resolver) readView(t *Table, rel *Relation, at sqlparse.Span) *Relation {
	view := t.Path
	for _, d := range t.reads {
		r.raise(anchored(d, at, view))
	}
	if !hasDeferred(rel.Columns) {
		return rel
	}
	out := *rel
	out.Columns = make([]Column, len(rel.Columns))
	copy(out.Columns, rel.Columns)
	for i := range out.Columns {
		c := &out.Columns[i]
		if len(c.Deferred) == 0 {
			continue
		}
		ds := make([]*deferred, len(c.Deferred))
		for k, d := range c.Deferred {
			ds[k] = anchored(d, at, view)
		}
		c.Deferred = ds
	}
	return &out
}

// hasDeferred reports whether a column carries a deferred problem.
func hasDeferred(cs []Column) bool {
	for i := range cs {
		if len(cs[i].Deferred) > 0 {
			return true
		}
	}
	return false
}

// scopeDeferred reports whether a FROM item of the scope carries a
// deferred problem (most do not: the read check is skipped then).
func (s *scope) scopeDeferred() bool {
	for _, e := range s.entries {
		if hasDeferred(e.rel.Columns) {
			return true
		}
	}
	return false
}

// overDeferred are the problems of the OVER calls in a select item of a
// query block that is not the top of its statement: raised when a
// reader reads the item's column.
func (r *resolver) overDeferred(e sqlparse.Expr, n *sqlparse.SelectNode, sc *scope) []*deferred {
	var out []*deferred
	var visit func(e sqlparse.Expr)
	visit = func(e sqlparse.Expr) {
		if e == nil {
			return
		}
		if c, isCall := e.(*sqlparse.CallExpr); isCall && c.Over != nil {
			spec := c.Over
			if spec.Ref.Name != "" {
				spec = namedWindow(n, spec)
			}
			if spec != nil && !spec.FrameHole {
				p, ok := r.overOrderProblem(spec, sc)
				if reason := frameProblem(spec); reason != "" {
					p, ok = Problem{Kind: OverWindowInvalid, Span: spec.Span, Reason: reason + " (window " + windowText(spec) + ")"}, true
				}
				if !ok {
					p, ok = r.overInputProblem(c, spec, n, sc)
				}
				if ok {
					out = append(out, &deferred{p: p, rank: isRanking(c)})
				}
			}
		}
		forEachChild(e, visit)
	}
	visit(e)
	return out
}

// isRanking reports a ROW_NUMBER, RANK or DENSE_RANK call.
func isRanking(c *sqlparse.CallExpr) bool {
	if len(c.Name.Parts) != 1 {
		return false
	}
	switch strings.ToUpper(c.Name.Parts[0].Name) {
	case "ROW_NUMBER", "RANK", "DENSE_RANK":
		return true
	}
	return false
}

// eachName calls fn for every column reference of an expression, the
// keys of its OVER windows included, not those of its subqueries (their
// blocks read for themselves).
func eachName(e sqlparse.Expr, fn func(*sqlparse.NameExpr)) {
	switch n := e.(type) {
	case nil:
		return
	case *sqlparse.NameExpr:
		fn(n)
		return
	case *sqlparse.SubqueryExpr, *sqlparse.ExistsExpr:
		return
	case *sqlparse.InExpr:
		eachName(n.X, fn)
		for _, x := range n.List {
			eachName(x, fn)
		}
		return
	case *sqlparse.CallExpr:
		if n.Over != nil {
			for _, p := range n.Over.PartitionBy {
				eachName(p, fn)
			}
			for _, o := range n.Over.OrderBy {
				eachName(o.Expr, fn)
			}
		}
	}
	forEachChild(e, func(c sqlparse.Expr) { eachName(c, fn) })
}

// readBlock raises the deferred problems of the columns a query block
// reads (see the top of this file) and keeps on its output columns only
// those that still ride on them: a ranking function's problem is settled
// by a WHERE that reads its column, and an aggregation's output carries
// none (its keys and arguments are read).
func (r *resolver) readBlock(n *sqlparse.SelectNode, sc *scope, rel *Relation, grouped bool) {
	if !sc.scopeDeferred() {
		return
	}
	own := &scope{entries: sc.entries, parent: sc.parent}
	var settled []*deferred
	read := func(settles bool) func(*sqlparse.NameExpr) {
		return func(ne *sqlparse.NameExpr) {
			c := r.lookupColumn(ne, own)
			if c == nil {
				return
			}
			for _, d := range c.Deferred {
				switch {
				case d.rank && settles:
					settled = append(settled, d)
				case !d.rank:
					r.raise(d)
				}
			}
		}
	}
	eachName(n.Where, read(true))
	for _, g := range n.GroupBy {
		eachName(g, read(false))
	}
	eachName(n.Having, read(false))
	if n.From != nil {
		eachJoinCondition(n.From, func(e sqlparse.Expr) { eachName(e, read(false)) })
	}
	for _, it := range n.Items {
		if _, isName := it.Expr.(*sqlparse.NameExpr); isName && !grouped {
			continue // a plain read: the column carries its problems on
		}
		eachName(it.Expr, read(false))
	}
	switch {
	case grouped:
		for i := range rel.Columns {
			rel.Columns[i].Deferred = nil
		}
	case len(settled) > 0:
		for i := range rel.Columns {
			c := &rel.Columns[i]
			if slices.ContainsFunc(c.Deferred, func(d *deferred) bool { return slices.Contains(settled, d) }) {
				c.Deferred = slices.DeleteFunc(slices.Clone(c.Deferred), func(d *deferred) bool { return slices.Contains(settled, d) })
			}
		}
	}
}

// eachJoinCondition calls fn for each join condition of a FROM tree and
// each argument of its table functions (a LATERAL TABLE reads the
// columns before it).
func eachJoinCondition(t sqlparse.TableNode, fn func(sqlparse.Expr)) {
	switch n := t.(type) {
	case *sqlparse.JoinNode:
		eachJoinCondition(n.Left, fn)
		eachJoinCondition(n.Right, fn)
		if n.On != nil {
			fn(n.On)
		}
	case *sqlparse.FunctionTable:
		for _, a := range n.Call.Args {
			fn(a)
		}
	}
}

// readSort raises the deferred problems of the columns an ORDER BY the
// planner keeps reads (at the top of a statement, or with LIMIT or
// OFFSET: Calcite drops any other sort of a subquery): rel is the
// sorted block's output, input its FROM scope (nil when it aggregates).
func (r *resolver) readSort(n *sqlparse.OrderedNode, rel *Relation, input *scope) {
	if n != r.topSort && n.Limit == nil && n.Offset == nil {
		return
	}
	if !hasDeferred(rel.Columns) && (input == nil || !input.scopeDeferred()) {
		return
	}
	for _, o := range n.OrderBy {
		eachName(o.Expr, func(ne *sqlparse.NameExpr) {
			var c *Column
			if len(ne.Parts) == 1 && !ne.Parts[0].Hole {
				if found, k := rel.find(ne.Parts[0].Name); k == 1 {
					c = found
				}
			}
			if c == nil && input != nil {
				c = r.lookupColumn(ne, &scope{entries: input.entries, parent: input.parent})
			}
			if c == nil {
				return
			}
			for _, d := range c.Deferred {
				if !d.rank {
					r.raise(d)
				}
			}
		})
	}
}

// topQuery resolves the query at the top of a statement the planner
// translates (a SELECT, an INSERT's or a CTAS's query): its ORDER BY and
// its top SELECT's OVER aggregates are the planner's, and every output
// column is read.
func (r *resolver) topQuery(q sqlparse.QueryNode) *Relation {
	r.topSort, r.topSelect = topOrdered(q), topSelect(q)
	rel := r.query(q, nil)
	r.topSort, r.topSelect = nil, nil
	r.raiseAll(rel)
	return rel
}
