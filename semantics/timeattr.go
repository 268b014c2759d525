package semantics

import (
	"strings"

	"github.com/flinklint/flinklint/semantics/types"
	"github.com/flinklint/flinklint/sqlparse"
)

// What joins do to time attributes. Flink's RelTimeIndicatorConverter
// (visitJoin) keeps the time attributes of an interval join's and a
// window join's inputs, keeps a temporal join's left side, and
// materialises every time attribute of both inputs of any other join,
// a regular join (JoinUtil.satisfyRegularJoin: no snapshot on the right,
// no temporal, interval or window join): a rowtime becomes a TIMESTAMP,
// a proctime a TIMESTAMP_LTZ, and a window, OVER window or temporal sort
// over it is rejected later. Whether a join is an interval or a window
// join the planner decides from the join condition after pushing the
// query's filters into it, so flinklint calls the joins of a query block
// regular only when no condition of the block (WHERE and every ON) reads
// anything that could make one of them an interval or window join: every
// column a condition reads is a column of the block's FROM items known
// to be no time attribute and no window bound, and no condition holds a
// subquery or a text flinklint does not model.
//
// Sources: apache/flink master
// flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/calcite/RelTimeIndicatorConverter.java
// (visitJoin), flink-table/flink-table-planner/src/main/scala/org/apache/flink/table/planner/plan/utils/JoinUtil.scala
// (satisfyRegularJoin).

// joinRecord is a join of a query block whose effect on time attributes
// is decided once the block's FROM clause is resolved: entries[lo:hi] of
// the block's scope are its inputs' items.
type joinRecord struct {
	lo, hi int
	on     sqlparse.Expr
	// plain is false for a join flinklint does not classify: a lateral
	// table function or UNNEST on the right (a correlate), an opaque item.
	plain bool
}

// hasTemporalJoin reports whether a FROM tree reads a table FOR
// SYSTEM_TIME AS OF anywhere.
func hasTemporalJoin(t sqlparse.TableNode) bool {
	j, ok := t.(*sqlparse.JoinNode)
	if !ok {
		return false
	}
	if nt, ok := j.Right.(*sqlparse.NamedTable); ok && nt.SystemTime != nil {
		return true
	}
	return hasTemporalJoin(j.Left) || hasTemporalJoin(j.Right)
}

// plainJoinInput reports whether a join's right side is a table, view,
// subquery, window TVF or join: what the planner joins rather than
// correlates.
func plainJoinInput(t sqlparse.TableNode) bool {
	switch n := t.(type) {
	case *sqlparse.NamedTable:
		return n.SystemTime == nil
	case *sqlparse.DerivedTable:
		return !n.Lateral
	case *sqlparse.FunctionTable:
		return len(n.Call.Name.Parts) == 1 && windowTVFs[strings.ToUpper(n.Call.Name.Parts[0].Name)]
	case *sqlparse.JoinNode:
		return true
	}
	return false
}

// settleJoins applies the joins of a query block to its scope entries:
// materialised when every join is plain and regular, unknown otherwise.
func (r *resolver) settleJoins(sc *scope) {
	if len(sc.joins) == 0 {
		return
	}
	regular := true
	for _, j := range sc.joins {
		regular = regular && j.plain
	}
	if regular {
		conds := []sqlparse.Expr{sc.where}
		for _, j := range sc.joins {
			conds = append(conds, j.on)
		}
		own := &scope{entries: sc.entries}
		for _, c := range conds {
			if c != nil && !r.readsOnlyRegular(c, own) {
				regular = false
				break
			}
		}
	}
	done := make([]bool, len(sc.entries))
	for _, j := range sc.joins {
		for i := j.lo; i < j.hi; i++ {
			if done[i] {
				continue
			}
			done[i] = true
			if regular {
				sc.entries[i].rel = materialized(sc.entries[i].rel)
			} else {
				sc.entries[i].rel = attrUnknown(sc.entries[i].rel)
			}
		}
	}
}

// readsOnlyRegular reports whether every column a condition reads is a
// column of the scope's own items known to be no time attribute and no
// window bound, and whether it holds nothing flinklint does not model.
// A column a regular join materialised further down counts as unknown:
// a filter comparing two of them may be pushed into that join and make
// it an interval join.
func (r *resolver) readsOnlyRegular(e sqlparse.Expr, sc *scope) bool {
	ok := true
	var visit func(e sqlparse.Expr)
	visit = func(e sqlparse.Expr) {
		if !ok || e == nil {
			return
		}
		switch n := e.(type) {
		case *sqlparse.NameExpr:
			c := r.lookupColumn(n, sc)
			ok = c != nil && provablyRegular(c)
			return
		case *sqlparse.LiteralExpr:
			return
		case *sqlparse.IntervalExpr, *sqlparse.CallExpr, *sqlparse.CastExpr, *sqlparse.ExtractExpr,
			*sqlparse.CaseExpr, *sqlparse.UnaryExpr, *sqlparse.BinaryExpr, *sqlparse.IsExpr,
			*sqlparse.BetweenExpr, *sqlparse.LikeExpr, *sqlparse.FieldExpr, *sqlparse.IndexExpr,
			*sqlparse.RowExpr, *sqlparse.ConstructorExpr:
		case *sqlparse.InExpr:
			if n.Query != nil {
				ok = false
				return
			}
		default:
			ok = false // a subquery, a hole, an opaque text
			return
		}
		if c, isCall := e.(*sqlparse.CallExpr); isCall && (c.OpaqueArgs || c.Over != nil) {
			ok = false
			return
		}
		forEachChild(e, visit)
	}
	visit(e)
	return ok
}

// provablyRegular reports whether a column is known to be no time
// attribute (a type that cannot be one, or a timestamp known to carry no
// marker) and no window bound.
func provablyRegular(c *Column) bool {
	if !c.Type.Known() || c.WindowBound || c.JoinMaterialized {
		return false
	}
	if !knownTimestamp(c.Type) {
		return true
	}
	return !c.AttrUnknown && c.Type.Attr == types.Regular
}

// materialized is rel after a regular join: every column that is or may
// be a time attribute is a plain TIMESTAMP or TIMESTAMP_LTZ.
func materialized(rel *Relation) *Relation {
	out := &Relation{Opaque: rel.Opaque, Columns: make([]Column, len(rel.Columns)), Changelog: rel.Changelog, MayWindow: rel.MayWindow}
	copy(out.Columns, rel.Columns)
	for i := range out.Columns {
		c := &out.Columns[i]
		if !c.Type.Known() {
			c.AttrUnknown = true
			continue
		}
		if c.Type.IsTimeAttr() || (c.AttrUnknown && knownTimestamp(c.Type)) {
			c.JoinMaterialized = true
		}
		c.Type = c.Type.WithAttr(types.Regular)
		c.AttrUnknown = false
	}
	return out
}

// filterOverJoinOutput makes unknown the columns a regular join
// materialised in a FROM item of this block when a condition of the block
// reads one: the planner may push that condition into the join and make
// it an interval join, which keeps them.
func (r *resolver) filterOverJoinOutput(sc *scope) {
	conds := []sqlparse.Expr{sc.where}
	for _, j := range sc.joins {
		conds = append(conds, j.on)
	}
	own := &scope{entries: sc.entries}
	reads := false
	var visit func(e sqlparse.Expr)
	visit = func(e sqlparse.Expr) {
		if reads || e == nil {
			return
		}
		if n, ok := e.(*sqlparse.NameExpr); ok {
			c := r.lookupColumn(n, own)
			reads = c == nil || c.JoinMaterialized
			return
		}
		switch e.(type) {
		case *sqlparse.SubqueryExpr, *sqlparse.ExistsExpr, *sqlparse.OpaqueExpr, *sqlparse.HoleExpr:
			reads = true
			return
		}
		forEachChild(e, visit)
	}
	for _, c := range conds {
		visit(c)
	}
	if !reads {
		return
	}
	for i := range sc.entries {
		rel := sc.entries[i].rel
		for _, c := range rel.Columns {
			if c.JoinMaterialized {
				sc.entries[i].rel = attrUnknown(rel)
				break
			}
		}
	}
}
