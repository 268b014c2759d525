package semantics

import (
	"strconv"

	"github.com/flinklint/flinklint/semantics/types"
	"github.com/flinklint/flinklint/sqlparse"
)

// topOrdered is the ORDER BY at the top of a statement's query (under
// its WITH), nil when there is none.
func topOrdered(q sqlparse.QueryNode) *sqlparse.OrderedNode {
	for {
		switch n := q.(type) {
		case *sqlparse.WithNode:
			q = n.Body
		case *sqlparse.OrderedNode:
			return n
		default:
			return nil
		}
	}
}

// checkSort checks the ORDER BY of a statement's query as the streaming
// planner does: without LIMIT or OFFSET it is a temporal sort, whose
// first key must be a time attribute in ascending order. rel is the
// SELECT block's output; input the scope of its FROM items, nil when the
// block aggregates.
//
// Sources: apache/flink master
// flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/plan/stream/sql/SortValidationTest.java
// (StreamPhysicalSortRule's messages, ordinals and aliases expanded);
// release-2.1 and earlier: StreamExecSort, "Sort on a non-time-attribute
// field is not supported."
//
// agg is the FROM scope of a block that aggregates (input is nil then):
// an ORDER BY expression over the aggregation (GROUPING(deptno), COUNT(*))
// typed there is no time attribute when its type is no timestamp at all.
func (r *resolver) checkSort(n *sqlparse.OrderedNode, rel *Relation, input, agg *scope) {
	if n.Limit != nil || n.Offset != nil || len(n.OrderBy) == 0 || rel.Opaque {
		return
	}
	first := n.OrderBy[0]
	name, t, ok := r.sortKey(first.Expr, rel, input)
	if !ok && input == nil && agg != nil {
		name = ""
		t, ok = r.aggregateSortKey(first.Expr, agg)
	}
	if !ok {
		return
	}
	switch {
	case t.IsTimeAttr() && !first.Desc:
		return
	case t.IsTimeAttr():
		r.problem(Problem{Kind: SortNotTimeAttribute, Span: first.Expr.ExprSpan(), Column: name, QueryType: t, Descending: true})
	default:
		r.problem(Problem{Kind: SortNotTimeAttribute, Span: first.Expr.ExprSpan(), Column: name, QueryType: t})
	}
}

// sortKey is the column (or expression, with an empty name) an ORDER BY
// key sorts by and its type, ok only when whether it is a time attribute
// is known: an ordinal or a select alias names an output column, any
// other name a column of the FROM items.
func (r *resolver) sortKey(e sqlparse.Expr, rel *Relation, input *scope) (string, types.Type, bool) {
	column := func(c *Column) (string, types.Type, bool) {
		if c == nil || !c.Type.Known() || c.AttrUnknown {
			return "", types.Type{}, false
		}
		return c.Name, c.Type, true
	}
	switch x := e.(type) {
	case *sqlparse.LiteralExpr:
		k, err := strconv.Atoi(x.Text)
		if x.Kind != sqlparse.NumberLiteral || err != nil || k < 1 || k > len(rel.Columns) {
			return "", types.Type{}, false
		}
		return column(&rel.Columns[k-1])
	case *sqlparse.NameExpr:
		if len(x.Parts) == 1 && !x.Parts[0].Hole {
			switch found, n := rel.find(x.Parts[0].Name); n {
			case 1:
				return column(found)
			case 0:
			default:
				return "", types.Type{}, false
			}
		}
		if input == nil {
			return "", types.Type{}, false
		}
		return column(r.lookupColumn(x, input))
	}
	if input == nil || isProctimeCall(e) {
		return "", types.Type{}, false
	}
	t := r.quietType(e, input)
	if !t.Known() || t.IsTimeAttr() {
		return "", types.Type{}, false
	}
	return "", t.WithAttr(types.Regular), true
}

// aggregateSortKey types an ORDER BY expression of an aggregating block
// (not a name or an ordinal, which sortKey reads from the output) in the
// block's FROM scope: ok only when its type is known and no TIMESTAMP or
// TIMESTAMP_LTZ, which no time attribute can be (a window's window_time or
// a group window's TUMBLE_ROWTIME is one).
func (r *resolver) aggregateSortKey(e sqlparse.Expr, agg *scope) (types.Type, bool) {
	switch e.(type) {
	case *sqlparse.NameExpr, *sqlparse.LiteralExpr:
		return types.Type{}, false
	}
	t := r.quietType(e, agg)
	if !t.Known() || knownTimestamp(t) {
		return types.Type{}, false
	}
	return t.WithAttr(types.Regular), true
}
