package semantics

import (
	"fmt"
	"strings"

	"github.com/flinklint/flinklint/semantics/functions"
	"github.com/flinklint/flinklint/semantics/types"
	"github.com/flinklint/flinklint/sqlparse"
)

// The checks of Calcite's validator on the shape of a query block: what
// an aggregation may select, where aggregates may stand, that WHERE and
// HAVING are conditions, that both sides of a set operation have as many
// columns, and that a group window property has its group window. The
// messages are Calcite's (CalciteResource, as bundled by Flink).
//
// Sources: apache/calcite (as bundled by Flink release-2.1)
// core/src/main/java/org/apache/calcite/runtime/CalciteResource.java:
// notGroupExpr, aggregateIllegalInClause, nestedAggIllegal,
// columnCountMismatchInSetop, condMustBeBoolean, auxiliaryWithoutMatchingGroupCall;
// core/src/main/java/org/apache/calcite/sql/validate/SqlValidatorImpl.java.

func (r *resolver) shapeProblem(at sqlparse.Span, reason string) {
	r.problem(Problem{Kind: QueryShapeInvalid, Span: at, Reason: reason})
}

// checkSetOpWidth reports a set operation whose sides have different
// numbers of columns.
func (r *resolver) checkSetOpWidth(n *sqlparse.SetOpNode, l, rr *Relation) {
	if l.Opaque || rr.Opaque || len(l.Columns) == len(rr.Columns) {
		return
	}
	op := n.Op
	if n.All {
		op += " ALL"
	}
	r.shapeProblem(n.Right.QuerySpan(), fmt.Sprintf("Column count mismatch in %s: the left side has %d columns, the right side %d", op, len(l.Columns), len(rr.Columns)))
}

// setOpFamily is the SqlTypeFamily of Calcite's basic types that a set
// operation column may have: two columns of different families have no
// least restrictive type (SqlTypeFactoryImpl.leastRestrictiveSqlType) and
// neither is assignable from the other (SqlTypeAssignmentRule, which
// leastRestrictiveByCast tries next). 0 for the others (intervals,
// constructed, RAW, NULL, ...), which are not judged.
func setOpFamily(k types.Kind) int {
	switch k {
	case types.Char, types.VarChar:
		return 1
	case types.Binary, types.VarBinary:
		return 2
	case types.TinyInt, types.SmallInt, types.Int, types.BigInt, types.Decimal, types.Float, types.Double:
		return 3
	case types.Boolean:
		return 4
	case types.Date:
		return 5
	case types.Time:
		return 6
	case types.Timestamp, types.TimestampLTZ:
		return 7
	}
	return 0
}

// checkSetOpTypes reports the first column whose types on the two sides of
// a set operation have no common type: Calcite's SetopOperandTypeChecker
// throws columnTypeMismatchInSetop when leastRestrictive finds none, as
// Flink's validator does not coerce (FlinkPlannerImpl:
// withTypeCoercionEnabled(false)).
func (r *resolver) checkSetOpTypes(n *sqlparse.SetOpNode, l, rr *Relation) {
	if l.Opaque || rr.Opaque || len(l.Columns) != len(rr.Columns) {
		return
	}
	for i, c := range l.Columns {
		a, b := c.Type, rr.Columns[i].Type
		if !a.Known() || !b.Known() {
			continue
		}
		fa, fb := setOpFamily(a.Kind), setOpFamily(b.Kind)
		if fa == 0 || fb == 0 || fa == fb {
			continue
		}
		op := n.Op
		if n.All {
			op += " ALL"
		}
		r.shapeProblem(n.Right.QuerySpan(), fmt.Sprintf("Type mismatch in column %d of %s: %s on the left, %s on the right", i+1, op, a, b))
		return
	}
}

// checkQueryShape applies the block checks to a resolved SELECT block.
// whereType and havingType are the types of WHERE and HAVING.
func (r *resolver) checkQueryShape(n *sqlparse.SelectNode, sc *scope, whereType, havingType types.Type) {
	r.checkCondition(n.Where, "WHERE", whereType)
	r.checkCondition(n.Having, "HAVING", havingType)
	if a := firstAggregate(n.Where); a != nil {
		r.shapeProblem(a.Span, "Aggregate expression is illegal in WHERE clause")
		return
	}
	for _, g := range n.GroupBy {
		if a := firstAggregate(g); a != nil {
			r.shapeProblem(a.Span, "Aggregate expression is illegal in GROUP BY clause")
			return
		}
	}
	// WHERE, then the select items and HAVING, which the checks below
	// read as exprs.
	clauses := make([]sqlparse.Expr, 1, len(n.Items)+2)
	clauses[0] = n.Where
	for _, it := range n.Items {
		if !it.Star {
			clauses = append(clauses, it.Expr)
		}
	}
	clauses = append(clauses, n.Having)
	for _, e := range clauses {
		r.checkMatchFunctionsOutside(e)
	}
	exprs := clauses[1:]
	for _, e := range exprs {
		if inner := nestedAggregate(e); inner != nil {
			r.shapeProblem(inner.Span, "Aggregate expressions cannot be nested")
			return
		}
	}
	for _, e := range exprs {
		if r.checkWindowProperty(e, n.GroupBy) {
			return
		}
	}
	if n.Grouped || r.hasAggregate(n) {
		r.checkGrouped(n, exprs, sc)
	}
}

// checkCondition reports a WHERE or HAVING whose type is known and not
// BOOLEAN.
func (r *resolver) checkCondition(e sqlparse.Expr, clause string, t types.Type) {
	if e == nil || !t.Known() || t.Kind == types.Boolean || t.Kind == types.Null {
		return
	}
	r.shapeProblem(e.ExprSpan(), fmt.Sprintf("%s clause must be a condition, but its type is %s", clause, t.String()))
}

// isAggregateCall reports a call of a built-in aggregate without OVER.
func isAggregateCall(e sqlparse.Expr) (*sqlparse.CallExpr, bool) {
	c, ok := e.(*sqlparse.CallExpr)
	if !ok || c.Over != nil || len(c.Name.Parts) != 1 || !isAggregate(c.Name.Parts[0].Name) {
		return nil, false
	}
	return c, true
}

// firstAggregate returns the first aggregate call in e outside
// subqueries, or nil.
func firstAggregate(e sqlparse.Expr) *sqlparse.CallExpr {
	if e == nil {
		return nil
	}
	if c, ok := isAggregateCall(e); ok {
		return c
	}
	var found *sqlparse.CallExpr
	forEachChild(e, func(x sqlparse.Expr) {
		if found == nil {
			found = firstAggregate(x)
		}
	})
	return found
}

// nestedAggregate returns an aggregate call inside the arguments of
// another (both without OVER), or nil.
func nestedAggregate(e sqlparse.Expr) *sqlparse.CallExpr {
	if e == nil {
		return nil
	}
	if c, ok := isAggregateCall(e); ok {
		for _, a := range c.Args {
			if inner := firstAggregate(a); inner != nil {
				return inner
			}
		}
		return nil
	}
	var found *sqlparse.CallExpr
	forEachChild(e, func(x sqlparse.Expr) {
		if found == nil {
			found = nestedAggregate(x)
		}
	})
	return found
}

// windowProperties are the group window auxiliary functions and their
// group window function.
var windowProperties = map[string]string{
	"TUMBLE_START": "TUMBLE", "TUMBLE_END": "TUMBLE", "TUMBLE_ROWTIME": "TUMBLE", "TUMBLE_PROCTIME": "TUMBLE",
	"HOP_START": "HOP", "HOP_END": "HOP", "HOP_ROWTIME": "HOP", "HOP_PROCTIME": "HOP",
	"SESSION_START": "SESSION", "SESSION_END": "SESSION", "SESSION_ROWTIME": "SESSION", "SESSION_PROCTIME": "SESSION",
}

// checkWindowProperty reports a group window property (TUMBLE_START(...))
// in e whose arguments are known to match no group window call of GROUP
// BY, and tells whether it reported one.
func (r *resolver) checkWindowProperty(e sqlparse.Expr, groupBy []sqlparse.Expr) bool {
	if e == nil {
		return false
	}
	if c, ok := e.(*sqlparse.CallExpr); ok && len(c.Name.Parts) == 1 && !c.OpaqueArgs {
		name := strings.ToUpper(c.Name.Parts[0].Name)
		if window, isProp := windowProperties[name]; isProp {
			if !windowCallMayMatch(window, c.Args, groupBy) {
				r.shapeProblem(c.Span, fmt.Sprintf("Call to auxiliary group function '%s' must have matching call to group function '%s' in GROUP BY clause", name, window))
				return true
			}
			return false
		}
	}
	reported := false
	forEachChild(e, func(x sqlparse.Expr) {
		reported = reported || r.checkWindowProperty(x, groupBy)
	})
	return reported
}

// windowCallMayMatch reports whether GROUP BY may hold a call of window
// with the arguments args: false only when each of its calls of window
// (none at all included) is known to differ.
func windowCallMayMatch(window string, args []sqlparse.Expr, groupBy []sqlparse.Expr) bool {
	for _, g := range groupBy {
		c, ok := g.(*sqlparse.CallExpr)
		if !ok {
			if _, isCall := g.(*sqlparse.NameExpr); !isCall {
				return true // GROUPING SETS or an expression: not judged
			}
			continue
		}
		if len(c.Name.Parts) != 1 || !strings.EqualFold(c.Name.Parts[0].Name, window) {
			continue
		}
		if c.OpaqueArgs || len(c.Args) != len(args) {
			return true
		}
		same := true
		for i := range args {
			eq, known := sameExpr(args[i], c.Args[i])
			if !known || eq {
				continue
			}
			same = false
		}
		if same {
			return true
		}
	}
	return false
}

// sameExpr compares two simple expressions (names, literals, intervals)
// as Calcite's deep equality does; known is false for other expressions.
func sameExpr(a, b sqlparse.Expr) (equal, known bool) {
	switch x := a.(type) {
	case *sqlparse.NameExpr:
		y, ok := b.(*sqlparse.NameExpr)
		if !ok {
			return false, false
		}
		if len(x.Parts) != len(y.Parts) {
			return false, false // t.ts and ts may be the same column
		}
		for i := range x.Parts {
			if x.Parts[i].Hole || y.Parts[i].Hole {
				return false, false
			}
			if x.Parts[i].Name != y.Parts[i].Name {
				return false, true
			}
		}
		return true, true
	case *sqlparse.LiteralExpr:
		y, ok := b.(*sqlparse.LiteralExpr)
		if !ok {
			return false, false
		}
		return x.Kind == y.Kind && x.Text == y.Text, true
	case *sqlparse.IntervalExpr:
		y, ok := b.(*sqlparse.IntervalExpr)
		if !ok {
			return false, false
		}
		if x.Negative != y.Negative || x.From != y.From || x.To != y.To {
			return false, true
		}
		return sameExpr(x.Value, y.Value)
	}
	return false, false
}

// checkGrouped reports a column of the block's own FROM items that the
// select list or HAVING reads outside an aggregate while GROUP BY does not
// group it. It judges only a GROUP BY of plain column names and group
// window calls.
func (r *resolver) checkGrouped(n *sqlparse.SelectNode, exprs []sqlparse.Expr, sc *scope) {
	local := &scope{entries: sc.entries, merged: sc.merged}
	if sc.merged || local.opaqueHere() {
		return
	}
	grouped := map[*Column]bool{}
	for _, g := range n.GroupBy {
		switch x := g.(type) {
		case *sqlparse.NameExpr:
			col := r.lookupColumn(x, local)
			if col == nil {
				return // an alias, a field or a name flinklint does not know
			}
			grouped[col] = true
		case *sqlparse.CallExpr:
			if len(x.Name.Parts) != 1 || !groupWindows[strings.ToUpper(x.Name.Parts[0].Name)] {
				return
			}
		default:
			return
		}
	}
	for _, e := range exprs {
		if ref := r.ungroupedRef(e, local, grouped); ref != nil {
			r.shapeProblem(ref.Span, fmt.Sprintf("Expression '%s' is not being grouped", nameText(ref)))
			return
		}
	}
}

// ungroupedRef returns a column reference of e, outside aggregates, OVER
// calls, window properties and subqueries, to a column of sc that is not
// grouped.
func (r *resolver) ungroupedRef(e sqlparse.Expr, sc *scope, grouped map[*Column]bool) *sqlparse.NameExpr {
	switch x := e.(type) {
	case nil:
		return nil
	case *sqlparse.NameExpr:
		col := r.lookupColumn(x, sc)
		if col == nil || grouped[col] {
			return nil
		}
		return x
	case *sqlparse.CallExpr:
		if x.Over != nil || x.OpaqueArgs || len(x.Name.Parts) != 1 {
			return nil
		}
		// Only a built-in scalar function's arguments are read: a
		// function the job registers may be an aggregate (a UDAF).
		f, known := functions.Default().Lookup(x.Name.Parts[0].Name)
		if !known || f.Kind != functions.Scalar || windowProperties[strings.ToUpper(f.Name)] != "" {
			return nil
		}
	case *sqlparse.FieldExpr, *sqlparse.IndexExpr:
		return nil // r.f may be grouped as a whole expression
	}
	var found *sqlparse.NameExpr
	forEachChild(e, func(c sqlparse.Expr) {
		if found == nil {
			found = r.ungroupedRef(c, sc, grouped)
		}
	})
	return found
}

// orderByAmbiguous reports an ORDER BY name that is no column of the
// output and that two FROM items of the block have (Calcite looks it up
// there when the select list does not have it).
func (r *resolver) orderByAmbiguous(n *sqlparse.OrderedNode, out *Relation, input *scope) {
	if input == nil || out.Opaque || input.merged || input.opaqueHere() {
		return
	}
	for _, o := range n.OrderBy {
		ref, ok := o.Expr.(*sqlparse.NameExpr)
		if !ok || len(ref.Parts) != 1 || ref.Parts[0].Hole || out.has(ref.Parts[0].Name) {
			continue
		}
		items := 0
		for _, e := range input.entries {
			switch _, k := e.rel.find(ref.Parts[0].Name); k {
			case 0:
			case 1:
				items++
			default:
				return // a subquery's duplicate names, which Calcite renames
			}
		}
		if items > 1 {
			r.problem(Problem{Kind: AmbiguousColumn, Span: ref.Span, Column: ref.Parts[0].Name})
			return
		}
	}
}
