package semantics

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/flinklint/flinklint/sqlparse"
)

// The arguments of windows that the planner rejects once it builds the
// window operator:
//
//   - a window TVF aggregate (GROUP BY window_start, window_end over
//     HOP or CUMULATE) slices its windows: HOP's size must be a multiple
//     of its slide, CUMULATE's max size a multiple of its step
//     (WindowAggregate's createSliceAssigner, WindowAggregateTest's
//     testUnsupportedException_HopSizeNonDivisible and
//     _CumulateSizeNonDivisible);
//   - named arguments of a window TVF start with DATA then TIMECOL
//     (WindowTableFunctionTest, testWindowTVFWithNamedParamsOrderChange1
//     and 2);
//   - a group window (GROUP BY TUMBLE(ts, size)) takes no alignment
//     argument, a size of constant day-time interval only
//     (LogicalWindowAggregateRuleBase; GroupWindowTest's
//     testTumbleWindowNoOffset, testHopWindowNoOffset,
//     testSessionWindowNoOffset, testVariableWindowSize,
//     testWindowWrongWindowParameter1 and 2).
//
// Sources: apache/flink master
// flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/plan/nodes/exec/common/CommonExecWindowAggregate.java
// (createSliceAssigner) and the tests above, release-2.1.

// intervalMillis is a day-time interval literal in milliseconds; ok is
// false for anything else (a year-month unit, a hole, a compound unit).
func intervalMillis(e sqlparse.Expr) (*big.Rat, bool) {
	iv, ok := e.(*sqlparse.IntervalExpr)
	if !ok || iv.To != "" {
		return nil, false
	}
	lit, ok := iv.Value.(*sqlparse.LiteralExpr)
	if !ok {
		return nil, false
	}
	unit := map[string]int64{"DAY": 86400000, "HOUR": 3600000, "MINUTE": 60000, "SECOND": 1000}[iv.From]
	if unit == 0 {
		return nil, false
	}
	text := strings.TrimSpace(strings.Trim(lit.Text, "'"))
	v, ok := new(big.Rat).SetString(text)
	if !ok || strings.ContainsAny(text, "eE/") || (iv.From != "SECOND" && !v.IsInt()) {
		return nil, false
	}
	v.Mul(v, big.NewRat(unit, 1))
	if iv.Negative {
		v.Neg(v)
	}
	if !v.IsInt() || v.Sign() <= 0 {
		return nil, false
	}
	return v, true
}

// tvfArgs returns a window TVF's arguments by parameter name, the
// positional ones named by their place in the TVF's signature; ok is
// false for a TVF flinklint does not read.
func tvfArgs(call *sqlparse.CallExpr) (map[string]sqlparse.Expr, bool) {
	params := map[string][]string{
		"TUMBLE":   {"DATA", "TIMECOL", "SIZE", "OFFSET"},
		"HOP":      {"DATA", "TIMECOL", "SLIDE", "SIZE", "OFFSET"},
		"CUMULATE": {"DATA", "TIMECOL", "STEP", "SIZE", "OFFSET"},
	}[strings.ToUpper(call.Name.Object().Name)]
	if params == nil || call.OpaqueArgs || len(call.Args) > len(params) {
		return nil, false
	}
	out := map[string]sqlparse.Expr{}
	for i, a := range call.Args {
		if na, ok := a.(*sqlparse.NamedArgExpr); ok {
			out[strings.ToUpper(na.Name.Name)] = na.Value
			continue
		}
		out[params[i]] = a
	}
	return out, true
}

// checkNamedTVFArgs checks that named arguments of a window TVF begin
// with DATA and TIMECOL, and that SESSION has its three arguments (the
// deprecated SESSION(TABLE t, DESCRIPTOR(ts), DESCRIPTOR(key), gap) has
// four: SqlSessionTableFunction's operand metadata takes exactly three,
// the keys go to PARTITION BY of the table argument, and Calcite's
// operand count check words it; WindowAggregateTest's
// testDeprecatedSyntaxAboutPartitionKeyInSessionWindow, release-1.20.4 and
// release-2.2.1), and reports whether it found a problem.
func (r *resolver) checkNamedTVFArgs(call *sqlparse.CallExpr, name string) bool {
	if name == "SESSION" && !call.OpaqueArgs && len(call.Args) > 3 && !hasHoleArg(call) {
		r.problem(Problem{Kind: WindowArgumentInvalid, Span: call.Span, Function: name,
			Reason: "Invalid number of arguments to function 'SESSION'. Was expecting 3 arguments"})
		return true
	}
	for i, want := range []string{"DATA", "TIMECOL"} {
		if i >= len(call.Args) {
			return false
		}
		if i == 1 && r.version.Major != 1 {
			// Flink 2.x plans SESSION(DATA => ..., GAP => ..., TIMECOL
			// => ...) (WindowTableFunctionTest's
			// testWindowTVFWithNamedParamsOrderChange: release-1.20.4
			// expects "fieldList must not be null", release-2.2.1 plans
			// it; FLINK-34338): the order of the named arguments after DATA
			// matters on a job known to run Flink 1.x only.
			return false
		}
		na, ok := call.Args[i].(*sqlparse.NamedArgExpr)
		if !ok || na.Name.Hole || strings.EqualFold(na.Name.Name, want) {
			continue
		}
		reason := "Illegal first argument to Window TVF: Note that the DATA param must be the first"
		if i == 1 {
			reason = "Illegal second argument to Window TVF: Expecting TIMECOL"
		}
		r.problem(Problem{Kind: WindowArgumentInvalid, Span: na.Span, Function: name,
			Reason: fmt.Sprintf("%s (argument %s => ...)", reason, strings.ToUpper(na.Name.Name))})
		return true
	}
	return false
}

// checkSlicedWindow checks the HOP or CUMULATE TVF a SELECT block reads
// as its only FROM item when the block groups by window_start and
// window_end: a window aggregate, whose windows are sliced.
func (r *resolver) checkSlicedWindow(n *sqlparse.SelectNode) {
	ft, ok := n.From.(*sqlparse.FunctionTable)
	if !ok || !groupsByWindow(n) {
		return
	}
	name := strings.ToUpper(ft.Call.Name.Object().Name)
	args, ok := tvfArgs(ft.Call)
	if !ok {
		return
	}
	var what, per string
	switch name {
	case "HOP":
		what, per = "size", "slide"
	case "CUMULATE":
		what, per = "maxSize", "step"
	default:
		return
	}
	paramOf := map[string]string{"size": "SIZE", "maxSize": "SIZE", "slide": "SLIDE", "step": "STEP"}
	size, ok1 := intervalMillis(args[paramOf[what]])
	unit, ok2 := intervalMillis(args[paramOf[per]])
	if !ok1 || !ok2 {
		return
	}
	if new(big.Int).Rem(size.Num(), unit.Num()).Sign() == 0 {
		return
	}
	r.problem(Problem{Kind: WindowArgumentInvalid, Span: ft.Call.Span, Function: name,
		Reason: fmt.Sprintf("%s table function based aggregate requires %s must be an integral multiple of %s, but got %s %s ms and %s %s ms",
			name, what, per, what, size.Num(), per, unit.Num())})
}

// groupsByWindow reports whether a block's GROUP BY lists window_start
// and window_end as plain columns.
func groupsByWindow(n *sqlparse.SelectNode) bool {
	start, end := false, false
	for _, g := range n.GroupBy {
		ne, ok := g.(*sqlparse.NameExpr)
		if !ok {
			continue
		}
		switch strings.ToLower(ne.Parts[len(ne.Parts)-1].Name) {
		case "window_start":
			start = true
		case "window_end":
			end = true
		}
	}
	return start && end
}

// groupWindowAlignment is the number of arguments with which a group
// window function has an alignment argument.
var groupWindowAlignment = map[string]int{"TUMBLE": 3, "HOP": 4, "SESSION": 3}

// checkGroupWindowArgs checks a group window's arguments after its time
// column: no alignment, constant day-time sizes. It reports whether it
// found a problem.
func (r *resolver) checkGroupWindowArgs(c *sqlparse.CallExpr, name string, sc *scope) bool {
	if len(c.Args) == groupWindowAlignment[name] {
		r.problem(Problem{Kind: WindowArgumentInvalid, Span: c.Args[len(c.Args)-1].ExprSpan(), Function: name,
			Reason: name + " window with alignment is not supported yet"})
		return true
	}
	for _, a := range c.Args[1:] {
		if iv, ok := a.(*sqlparse.IntervalExpr); ok && (iv.From == "YEAR" || iv.From == "MONTH") {
			r.problem(Problem{Kind: WindowArgumentInvalid, Span: a.ExprSpan(), Function: name,
				Reason: "Window aggregate only support SECOND, MINUTE, HOUR, DAY as the time unit. MONTH and YEAR time unit are not supported yet."})
			return true
		}
		if readsColumn(r, a, sc) {
			r.problem(Problem{Kind: WindowArgumentInvalid, Span: a.ExprSpan(), Function: name,
				Reason: "a group window's size must be a constant interval, not one computed from a column"})
			return true
		}
	}
	return false
}

// readsColumn reports whether an expression reads a column of the scope.
func readsColumn(r *resolver, e sqlparse.Expr, sc *scope) bool {
	found := false
	var visit func(e sqlparse.Expr)
	visit = func(e sqlparse.Expr) {
		if found || e == nil {
			return
		}
		if n, ok := e.(*sqlparse.NameExpr); ok {
			found = r.lookupColumn(n, sc) != nil
			return
		}
		forEachChild(e, visit)
	}
	visit(e)
	return found
}

// hasHoleArg reports a call argument that is a hole of a host string,
// which may stand for any number of arguments.
func hasHoleArg(call *sqlparse.CallExpr) bool {
	for _, a := range call.Args {
		if _, ok := a.(*sqlparse.HoleExpr); ok {
			return true
		}
	}
	return false
}
