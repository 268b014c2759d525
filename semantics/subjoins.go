package semantics

import (
	"fmt"
	"strings"

	"github.com/flinklint/flinklint/sqlparse"
)

// The changelog of a query block's subqueries in WHERE and of the ranks
// its WHERE filters, as the planner rewrites them: an IN or EXISTS
// conjunct is a semi join (FlinkSubQueryRemoveRule), which forwards its
// inputs' changes; NOT IN and NOT EXISTS an anti join, which retracts a
// row once a match arrives (any kind of change); a filter on a ranking
// function's column of one input of inner joins is pushed to that input
// and makes it a Top-N (FlinkLogicalRankRule). A subquery anywhere else
// (the select list, HAVING, under OR) is not followed.
//
// Sources: apache/flink release-2.2.1-rc2 and release-1.20.4
// flink-table/flink-table-planner/src/main/scala/org/apache/flink/table/planner/plan/optimize/program/FlinkChangelogModeInferenceProgram.scala
// (StreamPhysicalJoin: an inner or semi join forwards both inputs' kinds,
// any other join provides every kind).

// subChangelog records the changelog of a subquery of an expression.
func (r *resolver) subChangelog(q sqlparse.QueryNode, c Changelog) {
	if r.subChangelogs == nil {
		r.subChangelogs = map[sqlparse.QueryNode]Changelog{}
	}
	r.subChangelogs[q] = c
}

// exprHasSubquery reports whether an expression holds a subquery or an
// opaque text.
func exprHasSubquery(e sqlparse.Expr) bool {
	found := false
	var visit func(sqlparse.Expr)
	visit = func(x sqlparse.Expr) {
		switch n := x.(type) {
		case nil:
			return
		case *sqlparse.SubqueryExpr, *sqlparse.ExistsExpr, *sqlparse.OpaqueExpr:
			found = true
		case *sqlparse.InExpr:
			found = found || n.Query != nil
		}
		if !found {
			forEachChild(x, visit)
		}
	}
	visit(e)
	return found
}

// fromless reports a query that reads no table (SELECT 1, VALUES), which
// the planner may fold away.
func fromless(q sqlparse.QueryNode) bool {
	switch n := q.(type) {
	case *sqlparse.SelectNode:
		return n.From == nil
	case *sqlparse.ValuesNode:
		return true
	}
	return false
}

// subqueryJoins is the changelog of a block's input after the semi and
// anti joins of its WHERE; ok is false when a subquery stands where it is
// not followed, or a side's changelog is not known well enough.
func (r *resolver) subqueryJoins(n *sqlparse.SelectNode, in Changelog) (Changelog, bool) {
	for _, it := range n.Items {
		if exprHasSubquery(it.Expr) {
			return Changelog{}, false
		}
	}
	if exprHasSubquery(n.Having) {
		return Changelog{}, false
	}
	if n.Where == nil {
		return in, true
	}
	for _, c := range conjuncts(n.Where) {
		if !exprHasSubquery(c) {
			continue
		}
		not := false
		if u, ok := c.(*sqlparse.UnaryExpr); ok && strings.EqualFold(u.Op, "NOT") {
			not, c = true, u.X
		}
		var q sqlparse.QueryNode
		switch x := c.(type) {
		case *sqlparse.InExpr:
			if x.Query == nil || exprHasSubquery(x.X) {
				return Changelog{}, false
			}
			q, not = x.Query, not != x.Not
		case *sqlparse.ExistsExpr:
			q = x.Query
		default:
			return Changelog{}, false
		}
		sub, known := r.subChangelogs[q]
		if !known || fromless(q) {
			return Changelog{}, false
		}
		switch {
		case not && sub.Exact:
			in = r.produced(allChanges, true, "Join(joinType=[LeftAntiJoin]) of a NOT IN or NOT EXISTS subquery", c.ExprSpan())
		case !not && sub.InsertOnly():
			// A semi join forwards both sides' changes: the left side's.
		default:
			return Changelog{}, false
		}
	}
	return in, true
}

// rankedEntries are a block's FROM items as their changelogs are read,
// and its WHERE as the joins see it: an item whose ranking column the
// WHERE of a block of inner joins filters is a Top-N (its own changelog
// is the rank's), and the filter is the rank's, not the joins'.
func (r *resolver) rankedEntries(n *sqlparse.SelectNode, sc *scope) ([]scopeEntry, sqlparse.Expr) {
	if len(sc.entries) < 2 || n.Where == nil || !innerJoins(n.From) {
		return sc.entries, n.Where
	}
	b, ok := r.rankFilter(n.Where, sc)
	if !ok {
		return sc.entries, n.Where
	}
	for i, e := range sc.entries {
		for _, c := range e.rel.Columns {
			if c.Rank != b.rank {
				continue
			}
			out := append([]scopeEntry(nil), sc.entries...)
			rel := *e.rel
			rel.Changelog = r.rankChangelog(b)
			out[i].rel = &rel
			var where sqlparse.Expr
			for _, cj := range conjuncts(n.Where) {
				if r.isRankBound(cj, sc) {
					continue
				}
				if where == nil {
					where = cj
				} else {
					where = &sqlparse.BinaryExpr{Op: "AND", L: where, R: cj}
				}
			}
			return out, where
		}
	}
	return sc.entries, n.Where
}

// isRankBound reports a conjunct that bounds a ranking function's column
// (rn <= 3).
func (r *resolver) isRankBound(e sqlparse.Expr, sc *scope) bool {
	b, ok := e.(*sqlparse.BinaryExpr)
	if !ok {
		return false
	}
	ne, ok := b.L.(*sqlparse.NameExpr)
	if !ok {
		return false
	}
	c := r.lookupColumn(ne, sc)
	return c != nil && c.Rank != nil
}

// innerJoins reports a FROM tree of inner, comma and cross joins only.
func innerJoins(t sqlparse.TableNode) bool {
	j, ok := t.(*sqlparse.JoinNode)
	if !ok {
		return true
	}
	switch j.Kind {
	case sqlparse.InnerJoin, sqlparse.CommaJoin, sqlparse.CrossJoin:
		return innerJoins(j.Left) && innerJoins(j.Right)
	}
	return false
}

// overInputProblem is the problem of an OVER aggregate ordered by a time
// attribute over an input known to update: StreamPhysicalOverAggregate
// consumes inserts only then (every release; since 2.1 one ordered by
// another column accepts updates).
func (r *resolver) overInputProblem(call *sqlparse.CallExpr, spec *sqlparse.WindowSpec, n *sqlparse.SelectNode, sc *scope) (Problem, bool) {
	if len(spec.OrderBy) != 1 || spec.OrderBy[0].Desc {
		return Problem{}, false
	}
	key := spec.OrderBy[0].Expr
	if !isProctimeCall(key) {
		ne, ok := key.(*sqlparse.NameExpr)
		if !ok {
			return Problem{}, false
		}
		c := r.lookupColumn(ne, sc)
		if c == nil || c.AttrUnknown || !c.Type.Known() || !c.Type.IsTimeAttr() {
			return Problem{}, false
		}
	}
	in := r.inputChangelog(n, sc)
	if !in.Updating() || in.Node == "" {
		return Problem{}, false
	}
	return Problem{Kind: UpdatingInputUnsupported, Span: call.Span, Function: "OverAggregate",
		Reason: fmt.Sprintf("OverAggregate doesn't support consuming %s changes which is produced by node %s", in.KindsText(), in.Node)}, true
}

// unionTimeAttributes checks the columns of a UNION as Flink's
// RelTimeIndicatorConverter (visitSetOp, validateType) does in a
// streaming job: both sides' column is a time attribute of the same kind
// (rowtime or proctime), or neither is. The check runs after the planner
// pruned the columns no reader reads: a UNION ALL's problem rides on its
// column (deferred.go); a UNION's distinct aggregation reads every
// column. INTERSECT and EXCEPT become joins first, and are not checked.
//
// Sources: apache/flink release-1.20.4 and release-2.2.1-rc2
// flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/calcite/RelTimeIndicatorConverter.java.
func (r *resolver) unionTimeAttributes(n *sqlparse.SetOpNode, l, rr, rel *Relation) {
	if !strings.EqualFold(n.Op, "UNION") || l.Opaque || rr.Opaque || rel.Opaque || len(l.Columns) != len(rr.Columns) || len(rel.Columns) != len(l.Columns) {
		return
	}
	for i := range l.Columns {
		lc, rc := &l.Columns[i], &rr.Columns[i]
		if lc.AttrUnknown || rc.AttrUnknown || !lc.Type.Known() || !rc.Type.Known() || !rel.Columns[i].Type.Known() {
			// A column of two types Calcite cannot unite fails before.
			continue
		}
		la, ra := lc.Type.Attr, rc.Type.Attr
		if la == ra {
			continue // both the same kind of time attribute, or neither one
		}
		at := n.Span
		if rc.Expr.End > 0 && rc.Expr.Start >= n.Span.Start && rc.Expr.End <= n.Span.End {
			at = rc.Expr
		}
		d := &deferred{p: Problem{Kind: UnionTimeAttributes, Span: at, Column: lc.Name, QueryType: lc.Type, SinkType: rc.Type,
			Reason: fmt.Sprintf("Union fields with time attributes requires same types, but the types are %s and %s.", rc.Type, lc.Type)}}
		if !n.All {
			r.raise(d)
			continue
		}
		rel.Columns[i].Deferred = append(rel.Columns[i].Deferred, d)
	}
}
