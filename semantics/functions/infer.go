package functions

import (
	"strconv"

	"github.com/flinklint/flinklint/semantics/types"
)

// nullRule says how a result's nullability follows the arguments'.
type nullRule uint8

const (
	// ifAny: nullable when any argument is (Calcite's *_NULLABLE
	// transforms, Flink's nullableIfArgs).
	ifAny nullRule = iota
	// always: nullable whatever the arguments (FORCE_NULLABLE: parsing
	// functions that give NULL on bad input).
	always
	// never: NOT NULL whatever the arguments.
	never
	// ifAll: nullable only when every argument is (COALESCE).
	ifAll
)

func applyNull(t types.Type, rule nullRule, args []Arg) types.Type {
	switch rule {
	case always:
		return t.WithNullable(true)
	case never:
		return t.WithNullable(false)
	case ifAll:
		return t.WithNullable(allNullable(args))
	}
	return t.WithNullable(anyNullable(args))
}

// fixed returns a type that does not depend on the argument types.
func fixed(t types.Type, rule nullRule) func(Call) Result {
	return func(c Call) Result { return known(applyNull(t, rule, c.Args)) }
}

// fixedApprox is fixed for a result whose kind is Flink's but whose
// length or precision flinklint does not derive.
func fixedApprox(t types.Type, rule nullRule) func(Call) Result {
	return func(c Call) Result { return approx(applyNull(t, rule, c.Args)) }
}

// sameAs returns the type of argument i (without a time-attribute marker).
func sameAs(i int, rule nullRule) func(Call) Result {
	return func(c Call) Result {
		if i >= len(c.Args) || !c.Args[i].Type.Known() {
			return opaque()
		}
		return known(applyNull(c.Args[i].Type.WithAttr(types.Regular), rule, c.Args))
	}
}

// common returns the common type of the arguments.
func common(name string, rule nullRule) func(Call) Result {
	return func(c Call) Result {
		if !allKnown(c) {
			return opaque()
		}
		t, ok := types.CommonType(argTypes(c.Args)...)
		if !ok {
			return invalidf("Could not find a common type for the arguments of %s", signature(name, c.Args))
		}
		return known(applyNull(t.WithAttr(types.Regular), rule, c.Args))
	}
}

// numericArgs checks that every argument is numeric (or NULL or unknown).
func numericArgs(name string, c Call) (Result, bool) {
	for _, a := range c.Args {
		if a.Type.Known() && !a.Type.Is(types.Numeric) && a.Type.Kind != types.Null {
			return invalidf("Cannot apply '%s' to arguments of type %s", name, calciteArgs(name, c.Args)), false
		}
	}
	return Result{}, true
}

// calciteArgs prints arguments as Calcite's "Cannot apply" does:
// 'NAME(<T1>, <T2>)'.
func calciteArgs(name string, args []Arg) string {
	s := "'" + name + "("
	for i, a := range args {
		if i > 0 {
			s += ", "
		}
		s += "<" + a.Type.CalciteString() + ">"
	}
	return s + ")'"
}

// doubleMath is a math function of numerics returning DOUBLE.
func doubleMath(name string) func(Call) Result {
	return func(c Call) Result {
		if r, ok := numericArgs(name, c); !ok {
			return r
		}
		return known(applyNull(types.Type{Kind: types.Double}, ifAny, c.Args))
	}
}

// literalInt reads an integer literal argument.
func literalInt(a Arg) (int, bool) {
	if !a.IsLiteral {
		return 0, false
	}
	n, err := strconv.Atoi(a.Literal)
	return n, err == nil
}

// aggregate applies Calcite's rule for SUM, AVG, MIN, MAX and their kin:
// nullable without GROUP BY or with FILTER.
func aggregate(t types.Type, c Call) types.Type {
	return types.AggNullable(t, c.Grouped, c.Filtered)
}

func str() types.Type { return types.String() }

func typ(k types.Kind) types.Type { return types.Type{Kind: k} }

// varyingFirst returns the first argument's string type made
// variable-length (CHAR(n) becomes VARCHAR(n)): Flink's
// varyingString(argument(0)) and Calcite's TO_VARYING.
func varyingFirst(rule nullRule) func(Call) Result {
	return func(c Call) Result {
		a := c.Args[0].Type
		if !a.Known() {
			return opaque()
		}
		switch a.Kind {
		case types.Char:
			a.Kind = types.VarChar
		case types.Binary:
			a.Kind = types.VarBinary
		case types.VarChar, types.VarBinary:
		default:
			return opaque()
		}
		return known(applyNull(a, rule, c.Args))
	}
}
