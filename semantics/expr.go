package semantics

import (
	"strings"

	"github.com/flinklint/flinklint/semantics/types"
	"github.com/flinklint/flinklint/sqlparse"
)

// exprType types an expression in a scope. A type flinklint cannot derive
// is the zero types.Type (Unknown); subqueries inside are resolved too.
func (r *resolver) exprType(e sqlparse.Expr, sc *scope) types.Type {
	switch n := e.(type) {
	case nil:
		return types.Type{}
	case *sqlparse.LiteralExpr:
		return literalType(n)
	case *sqlparse.NameExpr:
		if c := r.lookupColumn(n, sc); c != nil {
			r.refColumn(n, c, sc)
			return c.Type
		}
		if len(n.Parts) == 1 && !n.Parts[0].Hole {
			if t, ok := niladicType(n.Parts[0].Name); ok {
				return t
			}
			if niladicNames[strings.ToUpper(n.Parts[0].Name)] {
				return types.Type{}
			}
		}
		r.unresolved(n, sc)
		return types.Type{}
	case *sqlparse.TableArgExpr:
		r.tableArg(n, sc) // its PARTITION BY reads the table's columns
		return types.Type{}
	case *sqlparse.CastExpr:
		x := r.exprType(n.X, sc)
		t, err := types.Parse(n.Type)
		if err != nil {
			return types.Type{}
		}
		// CAST keeps its operand's nullability; TRY_CAST may give NULL.
		return t.WithNullable(n.Try || !x.Known() || x.Nullable())
	case *sqlparse.BinaryExpr:
		return r.binaryType(n, sc)
	case *sqlparse.UnaryExpr:
		x := r.exprType(n.X, sc)
		if n.Op == "NOT" {
			return boolType(x)
		}
		if x.Is(types.Numeric) {
			return x.WithAttr(types.Regular)
		}
		return types.Type{}
	case *sqlparse.IsExpr:
		r.exprType(n.X, sc)
		r.exprType(n.R, sc)
		return types.Of(types.Boolean).WithNullable(false)
	case *sqlparse.BetweenExpr:
		return boolType(r.exprType(n.X, sc), r.exprType(n.Lo, sc), r.exprType(n.Hi, sc))
	case *sqlparse.LikeExpr:
		return boolType(r.exprType(n.X, sc), r.exprType(n.Pattern, sc), r.exprType(n.Escape, sc))
	case *sqlparse.InExpr:
		ts := []types.Type{r.exprType(n.X, sc)}
		for _, x := range n.List {
			ts = append(ts, r.exprType(x, sc))
		}
		if n.Query != nil {
			rel := r.query(n.Query, sc)
			r.subChangelog(n.Query, rel.Changelog)
			r.raiseAll(rel)
			return types.Type{}
		}
		return boolType(ts...)
	case *sqlparse.ExistsExpr:
		r.subChangelog(n.Query, r.query(n.Query, sc).Changelog)
		return types.Of(types.Boolean).WithNullable(false)
	case *sqlparse.SubqueryExpr:
		rel := r.query(n.Query, sc)
		r.raiseAll(rel)
		if rel.Opaque || len(rel.Columns) != 1 {
			return types.Type{}
		}
		return rel.Columns[0].Type.WithNullable(true).WithAttr(types.Regular)
	case *sqlparse.CaseExpr:
		return r.caseType(n, sc)
	case *sqlparse.CallExpr:
		return r.callType(n, sc)
	case *sqlparse.ConstructorExpr:
		ts := make([]types.Type, len(n.Items))
		for i, x := range n.Items {
			ts[i] = r.exprType(x, sc)
		}
		r.checkConstructor(n, ts)
		return types.Type{}
	default:
		forEachChild(e, func(c sqlparse.Expr) { r.exprType(c, sc) })
		return types.Type{}
	}
}

// quietType types an expression without reporting unknown names: a
// computed column, whose names FL052 judges.
func (r *resolver) quietType(e sqlparse.Expr, sc *scope) types.Type {
	quiet := r.quiet
	r.quiet = true
	defer func() { r.quiet = quiet }()
	return r.exprType(e, sc)
}

// literalType is a literal's type as Calcite gives it.
func literalType(n *sqlparse.LiteralExpr) types.Type {
	var kind types.LiteralKind
	text := n.Text
	switch n.Kind {
	case sqlparse.NumberLiteral:
		kind = types.ExactNumericLiteral
		if strings.ContainsAny(text, "eE") {
			kind = types.ApproxNumericLiteral
		}
	case sqlparse.StringLiteral:
		kind = types.StringLiteral
	case sqlparse.BoolLiteral:
		kind = types.BooleanLiteral
	case sqlparse.NullLiteral:
		kind = types.NullLiteral
	case sqlparse.BinaryLiteral:
		kind = types.BinaryLiteral
	case sqlparse.TypedLiteral:
		switch n.TypeName {
		case "DATE":
			kind = types.DateLiteral
		case "TIME":
			kind = types.TimeLiteral
		case "TIMESTAMP":
			kind = types.TimestampLiteral
		default:
			kind = types.TimestampLTZLiteral
		}
	default:
		return types.Type{}
	}
	t, ok := types.LiteralType(kind, text)
	if !ok {
		return types.Type{}
	}
	return t
}

// boolType is BOOLEAN, nullable when an operand may be NULL (or is not
// known).
func boolType(operands ...types.Type) types.Type {
	notNull := true
	for _, t := range operands {
		if !t.Known() || t.Nullable() {
			notNull = false
		}
	}
	return types.Of(types.Boolean).WithNullable(!notNull)
}

var arithmeticOps = map[string]types.Operator{
	"+": types.Plus, "-": types.Minus, "*": types.Multiply, "/": types.Divide, "%": types.Modulo,
}

func (r *resolver) binaryType(n *sqlparse.BinaryExpr, sc *scope) types.Type {
	l, rt := r.exprType(n.L, sc), r.exprType(n.R, sc)
	if op, ok := arithmeticOps[n.Op]; ok {
		if !l.Known() || !rt.Known() {
			return types.Type{}
		}
		t, ok := types.Arithmetic(op, l, rt)
		if !ok {
			return types.Type{}
		}
		return t
	}
	switch n.Op {
	case "=", "<>", "<", ">", "<=", ">=", "AND", "OR":
		return boolType(l, rt)
	}
	return types.Type{} // ||: its length flinklint does not derive yet
}

func (r *resolver) caseType(n *sqlparse.CaseExpr, sc *scope) types.Type {
	r.exprType(n.Operand, sc)
	var results []types.Type
	for _, w := range n.Whens {
		r.exprType(w.When, sc)
		results = append(results, r.exprType(w.Then, sc))
	}
	if n.Else != nil {
		results = append(results, r.exprType(n.Else, sc))
	} else {
		results = append(results, types.Of(types.Null))
	}
	t, ok := commonKnown(results)
	if !ok {
		return types.Type{}
	}
	return t
}

// forEachChild calls fn on each direct child expression of e (not on
// subqueries' contents).
func forEachChild(e sqlparse.Expr, fn func(sqlparse.Expr)) {
	visit := func(xs ...sqlparse.Expr) {
		for _, x := range xs {
			if x != nil {
				fn(x)
			}
		}
	}
	switch n := e.(type) {
	case *sqlparse.IntervalExpr:
		visit(n.Value)
	case *sqlparse.CallExpr:
		visit(n.Args...)
		visit(n.Filter)
	case *sqlparse.CastExpr:
		visit(n.X)
	case *sqlparse.ExtractExpr:
		visit(n.X)
	case *sqlparse.CaseExpr:
		visit(n.Operand, n.Else)
		for _, w := range n.Whens {
			visit(w.When, w.Then)
		}
	case *sqlparse.UnaryExpr:
		visit(n.X)
	case *sqlparse.BinaryExpr:
		visit(n.L, n.R)
	case *sqlparse.IsExpr:
		visit(n.X, n.R)
	case *sqlparse.BetweenExpr:
		visit(n.X, n.Lo, n.Hi)
	case *sqlparse.LikeExpr:
		visit(n.X, n.Pattern, n.Escape)
	case *sqlparse.InExpr:
		visit(n.X)
		visit(n.List...)
	case *sqlparse.FieldExpr:
		visit(n.X)
	case *sqlparse.IndexExpr:
		visit(n.X, n.Index)
	case *sqlparse.RowExpr:
		visit(n.Items...)
	case *sqlparse.ConstructorExpr:
		visit(n.Items...)
	case *sqlparse.GroupingExpr:
		visit(n.Items...)
	case *sqlparse.NamedArgExpr:
		visit(n.Value)
	case *sqlparse.TableArgExpr:
		visit(n.PartitionBy...)
	}
}

// checkConstructor reports an ARRAY[...] or MAP[...] whose elements (a
// MAP's keys, or its values) have no common type, as Calcite's operand
// check of the value constructors does (SqlMultisetValueConstructor and
// SqlMapValueConstructor.checkOperandTypes: "Parameters must be of the
// same type" when leastRestrictive finds none), and a MAP of an odd
// number of arguments (mapRequiresEvenArgCount). FlinkTypeFactory's
// leastRestrictive gives none for elements that are all NULL ("NULL is
// reserved for untyped literals only"), nor for two elements of different
// type families (setOpFamily). ts are the items' types.
func (r *resolver) checkConstructor(n *sqlparse.ConstructorExpr, ts []types.Type) {
	if r.quiet || len(ts) == 0 {
		return
	}
	report := func(reason string) {
		r.problemOnce(Problem{Kind: FunctionCallInvalid, Span: n.Span, Function: n.Kind, Reason: reason})
	}
	if n.Kind == "MAP" {
		if len(ts)%2 != 0 {
			report("Map requires an even number of arguments")
			return
		}
		var keys, values []types.Type
		for i, t := range ts {
			if i%2 == 0 {
				keys = append(keys, t)
			} else {
				values = append(values, t)
			}
		}
		if noCommonType(keys) || noCommonType(values) {
			report("Parameters must be of the same type")
		}
		return
	}
	if n.Kind == "ARRAY" && noCommonType(ts) {
		report("Parameters must be of the same type")
	}
}

// noCommonType reports whether FlinkTypeFactory.leastRestrictive is
// known to find no type for ts: all of them NULL, or two of known
// different type families; false when a type is not known.
func noCommonType(ts []types.Type) bool {
	allNull := true
	family := 0
	mixed := false
	for _, t := range ts {
		if t.Kind == types.Null {
			continue
		}
		allNull = false
		if !t.Known() {
			return false
		}
		f := setOpFamily(t.Kind)
		if f == 0 {
			return false
		}
		if family != 0 && f != family {
			mixed = true
		}
		family = f
	}
	return allNull || mixed
}
