package semantics

import (
	"strings"

	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/sqlparse"
)

// checkLookupJoin checks a lookup join against table t: its join type
// and its condition, as the planner does (the correlate of a snapshot
// takes INNER and LEFT only; LookupJoinUtil finds the lookup keys in
// the equalities of a lookup table field with the left side or a
// constant; CommonPhysicalLookupJoin rejects a join without one, and the
// lookup join rules a condition with IS NOT DISTINCT FROM). Nothing is
// reported unless t is known to have a lookup source and every conjunct
// of the condition is understood.
//
// Sources: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/LookupJoinTest.scala
// (testJoinInvalidJoinTemporalTable: the messages),
// flink-table/flink-table-planner/src/main/scala/org/apache/flink/table/planner/plan/rules/physical/common/CommonLookupJoinRule.scala
// (the IS NOT DISTINCT FROM message).
func (r *resolver) checkLookupJoin(n *sqlparse.JoinNode, nt *sqlparse.NamedTable, t *Table, left []scopeEntry, right scopeEntry, where sqlparse.Expr) {
	if t == nil || t.View || t.Opaque || t.OptionsUnknown || !flink.HasLookupSource(t.Options()["connector"], t.Options()) || right.rel.Opaque {
		return
	}
	timeText := ""
	if ne, ok := nt.SystemTime.(*sqlparse.NameExpr); ok {
		timeText = nameText(ne)
	}
	report := func(reason string) {
		r.problem(Problem{Kind: LookupJoinInvalid, Span: nt.Name.Span, Table: t.Path, Column: timeText,
			Function: t.Options()["connector"], Reason: reason})
	}
	switch n.Kind {
	case sqlparse.RightJoin:
		report("Correlate has invalid join type RIGHT")
		return
	case sqlparse.FullJoin:
		report("Correlate has invalid join type FULL")
		return
	case sqlparse.InnerJoin, sqlparse.LeftJoin:
	default:
		return
	}
	if n.On == nil || n.Natural || len(n.Using) > 0 {
		return
	}
	conds := conjuncts(n.On)
	if where != nil {
		if n.Kind == sqlparse.InnerJoin {
			// The planner pushes a filter into an inner join's condition.
			conds = append(conds, conjuncts(where)...)
		} else if r.sidesOf(where, left, right)&(sideRightBit|sideUnknownBit) != 0 {
			return // a filter on the lookup table may make the join inner
		}
	}
	keyFound := false
	for _, c := range conds {
		if r.notDistinct(c, left, right) {
			report("LookupJoin doesn't support join condition contains 'a IS NOT DISTINCT FROM b' (or alternative '(a = b) or (a IS NULL AND b IS NULL)')")
			return
		}
		key, known := r.lookupKey(c, left, right)
		if !known {
			return
		}
		keyFound = keyFound || key
	}
	if !keyFound {
		report("Temporal table join requires an equality condition on fields of table [" + t.Path + "].")
	}
}

// conjuncts splits a condition at its top-level ANDs.
func conjuncts(e sqlparse.Expr) []sqlparse.Expr {
	if b, ok := e.(*sqlparse.BinaryExpr); ok && strings.EqualFold(b.Op, "AND") {
		return append(conjuncts(b.L), conjuncts(b.R)...)
	}
	return []sqlparse.Expr{e}
}

// The sides an expression reads, as bits.
const (
	sideLeftBit = 1 << iota
	sideRightBit
	sideUnknownBit // a name of neither or both sides, a hole, a subquery
)

// sidesOf says which sides of a join an expression's columns belong to.
func (r *resolver) sidesOf(e sqlparse.Expr, left []scopeEntry, right scopeEntry) int {
	bits := 0
	var visit func(sqlparse.Expr)
	visit = func(x sqlparse.Expr) {
		switch n := x.(type) {
		case *sqlparse.NameExpr:
			l := r.lookupColumn(n, &scope{entries: left})
			rc := r.lookupColumn(n, &scope{entries: []scopeEntry{right}})
			switch {
			case l != nil && rc == nil:
				bits |= sideLeftBit
			case rc != nil && l == nil:
				bits |= sideRightBit
			default:
				bits |= sideUnknownBit
			}
			return
		case *sqlparse.SubqueryExpr, *sqlparse.ExistsExpr, *sqlparse.OpaqueExpr, *sqlparse.HoleExpr:
			bits |= sideUnknownBit
			return
		case *sqlparse.InExpr:
			if n.Query != nil {
				bits |= sideUnknownBit
				return
			}
		case *sqlparse.CallExpr:
			if n.OpaqueArgs || n.Over != nil {
				bits |= sideUnknownBit
				return
			}
		}
		forEachChild(x, visit)
	}
	visit(e)
	return bits
}

// lookupKey reports whether a conjunct is a lookup key: an equality of a
// lookup table field with an expression of the left side or a constant.
// known is false when the conjunct reads something not understood, or
// casts a lookup table field (the planner accepts some casts).
func (r *resolver) lookupKey(c sqlparse.Expr, left []scopeEntry, right scopeEntry) (key, known bool) {
	if r.sidesOf(c, left, right)&sideUnknownBit != 0 {
		return false, false
	}
	b, ok := c.(*sqlparse.BinaryExpr)
	if !ok || b.Op != "=" {
		return false, true
	}
	for _, pair := range [][2]sqlparse.Expr{{b.L, b.R}, {b.R, b.L}} {
		field, other := pair[0], pair[1]
		if cast, ok := field.(*sqlparse.CastExpr); ok && r.sidesOf(cast, left, right) == sideRightBit {
			return false, false
		}
		if _, ok := field.(*sqlparse.NameExpr); !ok || r.sidesOf(field, left, right) != sideRightBit {
			continue
		}
		if r.sidesOf(other, left, right)&sideRightBit == 0 {
			return true, true
		}
	}
	return false, true
}

// notDistinct reports an IS NOT DISTINCT FROM between the sides, or its
// spelled-out form (a = b) OR (a IS NULL AND b IS NULL).
func (r *resolver) notDistinct(c sqlparse.Expr, left []scopeEntry, right scopeEntry) bool {
	bothSides := func(x, y sqlparse.Expr) bool {
		sx, sy := r.sidesOf(x, left, right), r.sidesOf(y, left, right)
		return (sx == sideLeftBit && sy == sideRightBit) || (sx == sideRightBit && sy == sideLeftBit)
	}
	switch n := c.(type) {
	case *sqlparse.IsExpr:
		return n.Not && n.What == "DISTINCT FROM" && bothSides(n.X, n.R)
	case *sqlparse.BinaryExpr:
		if !strings.EqualFold(n.Op, "OR") {
			return false
		}
		eq, ok := n.L.(*sqlparse.BinaryExpr)
		if !ok || eq.Op != "=" || !bothSides(eq.L, eq.R) {
			return false
		}
		nulls := conjuncts(n.R)
		if len(nulls) != 2 {
			return false
		}
		want := map[string]bool{lookupNameText(eq.L): true, lookupNameText(eq.R): true}
		for _, x := range nulls {
			is, ok := x.(*sqlparse.IsExpr)
			if !ok || is.Not || is.What != "NULL" || !want[lookupNameText(is.X)] {
				return false
			}
			delete(want, lookupNameText(is.X))
		}
		return len(want) == 0
	}
	return false
}

// lookupNameText names a column reference; "" for anything else.
func lookupNameText(e sqlparse.Expr) string {
	if n, ok := e.(*sqlparse.NameExpr); ok {
		return nameText(n)
	}
	return ""
}

// checkIntervalJoins reports an interval join (a join whose condition
// bounds one side's time attribute BETWEEN bounds on the other side's)
// that reads an updating input: the planner's IntervalJoin consumes
// inserts only (FlinkChangelogModeInferenceProgram). The scope's entries
// must still carry their time attributes (before the joins settle).
func (r *resolver) checkIntervalJoins(t sqlparse.TableNode, sc *scope) {
	next := 0
	r.walkIntervalJoins(t, sc, &next)
}

func (r *resolver) walkIntervalJoins(t sqlparse.TableNode, sc *scope, next *int) {
	j, ok := t.(*sqlparse.JoinNode)
	if !ok {
		*next++
		return
	}
	lo := *next
	r.walkIntervalJoins(j.Left, sc, next)
	mid := *next
	r.walkIntervalJoins(j.Right, sc, next)
	hi := *next
	if hi > len(sc.entries) || !plainJoinInput(j.Right) || j.On == nil || hi-mid != 1 {
		return
	}
	switch j.Kind {
	case sqlparse.InnerJoin, sqlparse.LeftJoin, sqlparse.RightJoin, sqlparse.FullJoin:
	default:
		return
	}
	left, right := sc.entries[lo:mid], sc.entries[mid]
	if !r.hasIntervalBounds(j.On, left, right) {
		return
	}
	i := lo
	lc := r.fromChangelog(j.Left, sc.entries, &i, nil)
	rc := r.fromChangelog(j.Right, sc.entries, &i, nil)
	for _, in := range []Changelog{lc, rc} {
		if !in.Updating() {
			continue
		}
		r.problem(Problem{Kind: UpdatingInputUnsupported, Span: j.Span, Function: "IntervalJoin",
			Reason: "IntervalJoin doesn't support consuming " + in.KindsText() + " changes which is produced by node " + in.Node})
		return
	}
}

// hasIntervalBounds reports a conjunct `x BETWEEN lower AND upper` where
// x is a known time attribute of one side and both bounds are the same
// kind of time attribute of the other side, alone or plus or minus an
// interval.
func (r *resolver) hasIntervalBounds(on sqlparse.Expr, left []scopeEntry, right scopeEntry) bool {
	timeAttr := func(e sqlparse.Expr) (int, *Column) {
		if b, ok := e.(*sqlparse.BinaryExpr); ok && (b.Op == "+" || b.Op == "-") {
			if _, isInterval := b.R.(*sqlparse.IntervalExpr); isInterval {
				e = b.L
			}
		}
		ne, ok := e.(*sqlparse.NameExpr)
		if !ok {
			return 0, nil
		}
		side := r.sidesOf(ne, left, right)
		var col *Column
		switch side {
		case sideLeftBit:
			col = r.lookupColumn(ne, &scope{entries: left})
		case sideRightBit:
			col = r.lookupColumn(ne, &scope{entries: []scopeEntry{right}})
		}
		if col == nil || col.AttrUnknown || !col.Type.IsTimeAttr() {
			return 0, nil
		}
		return side, col
	}
	for _, c := range conjuncts(on) {
		b, ok := c.(*sqlparse.BetweenExpr)
		if !ok || b.Not || b.Symmetric {
			continue
		}
		xs, x := timeAttr(b.X)
		ls, l := timeAttr(b.Lo)
		hs, h := timeAttr(b.Hi)
		if x == nil || l == nil || h == nil || ls != hs || ls == xs {
			continue
		}
		if x.Type.Attr == l.Type.Attr && l.Type.Attr == h.Type.Attr {
			return true
		}
	}
	return false
}
