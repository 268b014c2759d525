package functions

import (
	"fmt"

	"github.com/flinklint/flinklint/semantics/types"
)

// windowFunctions: the window TVFs and the group-window functions.
// Sources: SqlWindowTableFunction.java, SqlTumbleTableFunction.java,
// SqlHopTableFunction.java, SqlCumulateTableFunction.java,
// SqlSessionTableFunction.java (1.19 on) in flink-table-planner's
// functions/sql; FlinkSqlOperatorTable's TUMBLE, HOP, SESSION and their
// _START, _END, _ROWTIME, _PROCTIME auxiliaries.
func windowFunctions() []*Function {
	var fs []*Function
	// The group windows share their names with the TVFs: a call in GROUP
	// BY is a group window (GroupWindows), one in FROM TABLE(...) a TVF
	// (LookupWindowTVF). The catalog's entry admits both arities and
	// types neither.
	for _, w := range WindowTVFs() {
		f := &Function{Name: w.Name, Kind: TableValuedWindow, MinArgs: 2 + w.Required, MaxArgs: 2 + w.Required + w.Optional, Since: w.Since, Source: srcWindow}
		for _, g := range GroupWindows() {
			if g.Name == w.Name {
				f.MinArgs = min(f.MinArgs, g.MinArgs)
				f.Since = Version{}
			}
		}
		fs = append(fs, f)
	}
	for _, g := range GroupWindows() {
		for _, aux := range []string{"_START", "_END", "_ROWTIME", "_PROCTIME"} {
			fs = append(fs, fn(g.Name+aux, GroupWindowAux, g.MinArgs, g.MaxArgs, srcOpTable, groupWindowAux(aux)))
		}
	}
	return fs
}

// WindowTVF describes a window table-valued function.
type WindowTVF struct {
	Name string
	// Params are the parameter names after TABLE data and
	// DESCRIPTOR(timecol): the intervals.
	Params []string
	// Required and Optional count the interval parameters.
	Required, Optional int
	Since              Version
	// PartitionBy: SESSION takes TABLE t PARTITION BY keys.
	PartitionBy bool
}

// Signature prints the function's allowed signature as Flink's messages
// do.
func (w WindowTVF) Signature() string {
	s := w.Name + "(TABLE table_name, DESCRIPTOR(timecol)"
	for i, p := range w.Params {
		if i >= w.Required {
			s += "[, " + p + "]"
			continue
		}
		s += ", " + p
	}
	return s + ")"
}

// WindowTVFs returns the window TVFs: the second argument is always
// DESCRIPTOR(timecol), a time attribute of the input table.
func WindowTVFs() []WindowTVF {
	return []WindowTVF{
		{Name: "TUMBLE", Params: []string{"size", "offset"}, Required: 1, Optional: 1},
		{Name: "HOP", Params: []string{"slide", "size", "offset"}, Required: 2, Optional: 1},
		{Name: "CUMULATE", Params: []string{"step", "size", "offset"}, Required: 2, Optional: 1},
		{Name: "SESSION", Params: []string{"gap"}, Required: 1, Since: Version{1, 19}, PartitionBy: true},
	}
}

// LookupWindowTVF finds a window TVF by name.
func LookupWindowTVF(name string) (WindowTVF, bool) {
	for _, w := range WindowTVFs() {
		if equalFold(w.Name, name) {
			return w, true
		}
	}
	return WindowTVF{}, false
}

// WindowColumns are the columns a window TVF appends to its input's:
// window_start and window_end TIMESTAMP(3) NOT NULL, and window_time, the
// time attribute's type made NOT NULL (TIMESTAMP(3) *ROWTIME* or
// TIMESTAMP_LTZ(3) *ROWTIME* for event time, TIMESTAMP_LTZ(3) *PROCTIME*
// for processing time). Source: SqlWindowTableFunction.inferRowType.
func WindowColumns(timecol types.Type) []types.Field {
	bound := types.TimestampOf(3).WithNullable(false)
	return []types.Field{
		{Name: "window_start", Type: bound},
		{Name: "window_end", Type: bound},
		{Name: "window_time", Type: timecol.WithNullable(false)},
	}
}

// CheckWindowTimeColumn tells whether the DESCRIPTOR column of a window TVF
// is a time attribute; if not, Flink's reason ("The window function
// requires the timecol is a time attribute type, but is TIMESTAMP(3).",
// the type printed as Calcite prints it). Flink 1.15 to 1.17 named the
// signature after "The window function"; the version parameter is the
// job's (zero: the current wording).
func CheckWindowTimeColumn(w WindowTVF, timecol types.Type, v Version) (string, bool) {
	if !timecol.Known() || timecol.IsTimeAttr() {
		return "", true
	}
	fn := "The window function"
	if v != (Version{}) && v.Less(Version{1, 18}) {
		fn += " " + w.Signature()
	}
	return fmt.Sprintf("%s requires the timecol is a time attribute type, but is %s.", fn, timecol.CalciteString()), false
}

// GroupWindow is a group window in GROUP BY: TUMBLE(ts, size[, offset]),
// HOP(ts, slide, size[, offset]), SESSION(ts, gap).
type GroupWindow struct {
	Name             string
	MinArgs, MaxArgs int
}

// GroupWindows returns the group-window functions.
func GroupWindows() []GroupWindow {
	return []GroupWindow{{"TUMBLE", 2, 3}, {"HOP", 3, 4}, {"SESSION", 2, 2}}
}

// groupWindowAux types TUMBLE_START and its kin from the window's time
// attribute (the first argument): _START and _END are TIMESTAMP(3) NOT
// NULL; _ROWTIME is a rowtime attribute of the time attribute's type;
// _PROCTIME a proctime attribute TIMESTAMP_LTZ(3). For a TIMESTAMP_LTZ
// time attribute the type of _START and _END is not modelled (Opaque).
func groupWindowAux(aux string) func(Call) Result {
	return func(c Call) Result {
		ts := c.Args[0].Type
		if !ts.Known() {
			return opaque()
		}
		switch aux {
		case "_START", "_END":
			if ts.Kind == types.TimestampLTZ {
				// Not verified against a planner test: unknown.
				return opaque()
			}
			return known(types.TimestampOf(3).WithNullable(false))
		case "_ROWTIME":
			return known(types.Type{Kind: ts.Kind, Precision: 3, Attr: types.Rowtime, NotNull: true})
		}
		return known(types.TimestampLTZOf(3).WithAttr(types.Proctime).WithNullable(false))
	}
}

// Cast types CAST(x AS to): the target type, nullable when x is; Invalid
// when Flink has no explicit cast ("Cast function cannot convert value of
// type INTEGER ARRAY to type INTEGER", Calcite's wording with Calcite's
// type names). TRY_CAST is always nullable.
func Cast(from, to types.Type, try bool) Result {
	if !from.Known() || !to.Known() {
		return opaque()
	}
	if !types.SupportsExplicitCast(from, to) {
		return invalidf("Cast function cannot convert value of type %s to type %s", from.CalciteString(), to.CalciteString())
	}
	return known(to.WithNullable(from.Nullable() || try))
}

// Case types a CASE: the common type of the THEN and ELSE results
// (types.LeastRestrictive, Calcite's rule),
// nullable when one is or when there is no ELSE. Invalid when they have
// none.
func Case(results []types.Type, hasElse bool) Result {
	for _, t := range results {
		if !t.Known() {
			return opaque()
		}
	}
	t, ok := types.LeastRestrictive(results...)
	switch {
	case !ok:
		return invalid("Illegal mixing of types in CASE or COALESCE statement")
	case !t.Known():
		return opaque()
	}
	if !hasElse {
		t = t.WithNullable(true)
	}
	return known(t.WithAttr(types.Regular))
}

// Predicate types a comparison or logical operator (=, <>, AND, LIKE,
// BETWEEN, IN, ...): BOOLEAN, nullable when an operand is. IS [NOT] NULL,
// IS [NOT] TRUE/FALSE and IS JSON are BOOLEAN NOT NULL (pass notNull).
func Predicate(operands []types.Type, notNull bool) types.Type {
	b := types.Type{Kind: types.Boolean}
	if notNull {
		return b.WithNullable(false)
	}
	for _, t := range operands {
		if t.Nullable() {
			return b
		}
	}
	return b.WithNullable(false)
}

func equalFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		ca, cb := a[i], b[i]
		if 'a' <= ca && ca <= 'z' {
			ca -= 'a' - 'A'
		}
		if 'a' <= cb && cb <= 'z' {
			cb -= 'a' - 'A'
		}
		if ca != cb {
			return false
		}
	}
	return true
}
