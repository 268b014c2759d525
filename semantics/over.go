package semantics

import (
	"fmt"
	"sort"
	"strings"

	"github.com/flinklint/flinklint/semantics/functions"
	"github.com/flinklint/flinklint/semantics/types"
	"github.com/flinklint/flinklint/sqlparse"
)

// The OVER aggregates of a streaming query, as the streaming planner
// takes them: the validator rejects frame exclusions and character
// bounds; StreamExecOverAggregate wants every OVER aggregate of a SELECT
// on one window (Calcite groups them by partition keys, order keys and
// frame), ordered by a single time attribute ascending.
//
// Only the SELECT at the top of a statement is checked: an OVER column
// of a subquery or view that the outer query does not read is pruned
// before planning, and a ranking function filtered by the outer query is
// a Top-N, not an OVER aggregate.
//
// Sources: apache/flink master
// flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/plan/nodes/exec/stream/StreamExecOverAggregate.java
// (the checks and messages, in this order);
// flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/OverAggregateTest.scala
// (testExclusion*IsNotSupported, testWindowBoundaryNotNumeric,
// testProcTimeBoundedPartitionedRowsOverDifferentWindows,
// testMultiWindow).

// overUse is one OVER call of a SELECT with its resolved window.
type overUse struct {
	call *sqlparse.CallExpr
	spec *sqlparse.WindowSpec
}

// topSelect is the SELECT block at the top of a statement's query.
func topSelect(q sqlparse.QueryNode) *sqlparse.SelectNode {
	for {
		switch n := q.(type) {
		case *sqlparse.WithNode:
			q = n.Body
		case *sqlparse.OrderedNode:
			q = n.Body
		case *sqlparse.SelectNode:
			return n
		default:
			return nil
		}
	}
}

// checkOver checks the OVER aggregates of the top SELECT of a statement
// (not an aggregating one), whose FROM items are sc's.
func (r *resolver) checkOver(n *sqlparse.SelectNode, sc *scope) {
	uses, ok := overUses(n)
	if !ok || len(uses) == 0 {
		return
	}
	for _, u := range uses {
		if reason := frameProblem(u.spec); reason != "" {
			r.problem(Problem{Kind: OverWindowInvalid, Span: u.spec.Span, Reason: reason + " (window " + windowText(u.spec) + ")"})
			return
		}
	}
	if first, other, ok := r.twoWindows(uses, sc); ok {
		r.problem(Problem{Kind: OverWindowInvalid, Span: other.spec.Span,
			Reason: fmt.Sprintf("All aggregates must be computed on the same window, but %s and %s are two windows.",
				windowText(first.spec), windowText(other.spec))})
		return
	}
	for _, u := range uses {
		if r.checkOverOrder(u.spec, sc) {
			return
		}
	}
	for _, u := range uses {
		if p, ok := r.overInputProblem(u.call, u.spec, n, sc); ok {
			r.problem(p)
			return
		}
	}
}

// overUses collects the OVER calls of a SELECT's items with their
// windows (a WINDOW clause's window resolved); ok is false when a window
// is not known.
func overUses(n *sqlparse.SelectNode) ([]overUse, bool) {
	var uses []overUse
	ok := true
	var visit func(e sqlparse.Expr)
	visit = func(e sqlparse.Expr) {
		if !ok || e == nil {
			return
		}
		if c, isCall := e.(*sqlparse.CallExpr); isCall && c.Over != nil {
			spec := c.Over
			if spec.Ref.Name != "" {
				spec = namedWindow(n, spec)
			}
			if spec == nil || spec.FrameHole {
				ok = false
				return
			}
			uses = append(uses, overUse{call: c, spec: spec})
		}
		forEachChild(e, visit)
	}
	for _, it := range n.Items {
		visit(it.Expr)
	}
	return uses, ok
}

// namedWindow resolves OVER w to the WINDOW clause's window w; nil when
// the window adds to it or is not there.
func namedWindow(n *sqlparse.SelectNode, spec *sqlparse.WindowSpec) *sqlparse.WindowSpec {
	if len(spec.PartitionBy) > 0 || len(spec.OrderBy) > 0 || len(spec.FrameTokens) > 0 || spec.Ref.Hole {
		return nil
	}
	for _, w := range n.Windows {
		if w.Name.Name == spec.Ref.Name && w.Spec != nil && w.Spec.Ref.Name == "" {
			return w.Spec
		}
	}
	return nil
}

// frameProblem is the validator's reason to reject a frame: an exclusion
// other than the default, or a character bound.
func frameProblem(spec *sqlparse.WindowSpec) string {
	toks := spec.FrameTokens
	for i, t := range toks {
		if strings.EqualFold(t, "EXCLUDE") && i+1 < len(toks) {
			what := strings.ToUpper(toks[i+1])
			if what == "CURRENT" && i+2 < len(toks) {
				what += " " + strings.ToUpper(toks[i+2])
			}
			if what == "CURRENT ROW" || what == "GROUP" || what == "TIES" {
				return fmt.Sprintf("Frame exclusion 'EXCLUDE %s' is not supported in over windows.", what)
			}
		}
		if strings.HasPrefix(t, "'") && (i == 0 || !strings.EqualFold(toks[i-1], "INTERVAL")) {
			return "CHARACTER type is not allowed for window boundary"
		}
	}
	return ""
}

// twoWindows returns two OVER calls on different windows, when every
// call is a plain aggregate whose window is known: ranking and offset
// functions (ROW_NUMBER, LAG) take no frame, so Calcite may put them on
// another frame's window.
func (r *resolver) twoWindows(uses []overUse, sc *scope) (overUse, overUse, bool) {
	keys := make([]string, len(uses))
	for i, u := range uses {
		if len(u.call.Name.Parts) != 1 || !isAggregate(u.call.Name.Parts[0].Name) {
			return overUse{}, overUse{}, false
		}
		k, ok := r.windowKey(u.spec, sc)
		if !ok {
			return overUse{}, overUse{}, false
		}
		keys[i] = k
	}
	for i := 1; i < len(keys); i++ {
		if keys[i] != keys[0] {
			return uses[0], uses[i], true
		}
	}
	return overUse{}, overUse{}, false
}

// windowKey is what Calcite groups OVER calls by: the partition columns
// (a set), the order keys and the frame with its defaults spelt out; ok
// is false when a key is no plain column or the frame is not a simple
// one.
func (r *resolver) windowKey(spec *sqlparse.WindowSpec, sc *scope) (string, bool) {
	column := func(e sqlparse.Expr) (string, bool) {
		n, ok := e.(*sqlparse.NameExpr)
		if !ok {
			return "", false
		}
		c := r.lookupColumn(n, sc)
		if c == nil {
			return "", false
		}
		return fmt.Sprintf("%p", c), true
	}
	var parts []string
	for _, p := range spec.PartitionBy {
		k, ok := column(p)
		if !ok {
			return "", false
		}
		parts = append(parts, k)
	}
	sort.Strings(parts)
	var order []string
	for _, o := range spec.OrderBy {
		k, ok := column(o.Expr)
		if !ok {
			return "", false
		}
		order = append(order, fmt.Sprintf("%s/%t", k, o.Desc))
	}
	frame, ok := normalFrame(spec)
	if !ok {
		return "", false
	}
	return strings.Join(dedupe(parts), ",") + "|" + strings.Join(order, ",") + "|" + frame, true
}

func dedupe(sorted []string) []string {
	var out []string
	for i, s := range sorted {
		if i == 0 || s != sorted[i-1] {
			out = append(out, s)
		}
	}
	return out
}

// frameWords are the words a simple frame is made of.
var frameWords = map[string]bool{
	"ROWS": true, "RANGE": true, "BETWEEN": true, "AND": true, "UNBOUNDED": true, "PRECEDING": true,
	"FOLLOWING": true, "CURRENT": true, "ROW": true, "INTERVAL": true, "SECOND": true, "MINUTE": true,
	"HOUR": true, "DAY": true,
}

// normalFrame spells a frame out as Calcite reads it: no frame is RANGE
// BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW with ORDER BY (the whole
// partition without), a single bound ends at the current row. ok is
// false for a frame of other words (an expression as a bound).
func normalFrame(spec *sqlparse.WindowSpec) (string, bool) {
	toks := make([]string, 0, len(spec.FrameTokens))
	for _, t := range spec.FrameTokens {
		u := strings.ToUpper(t)
		if !frameWords[u] && !isUnsignedInteger(t) && !strings.HasPrefix(t, "'") {
			return "", false
		}
		toks = append(toks, u)
	}
	switch {
	case len(toks) == 0 && len(spec.OrderBy) > 0:
		return "RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW", true
	case len(toks) == 0:
		return "ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING", true
	case len(toks) > 1 && toks[1] != "BETWEEN":
		toks = append(append([]string{toks[0], "BETWEEN"}, toks[1:]...), "AND", "CURRENT", "ROW")
	}
	return strings.Join(toks, " "), true
}

func isUnsignedInteger(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// windowText is a window as written, for a message.
func windowText(spec *sqlparse.WindowSpec) string {
	var b strings.Builder
	b.WriteString("(")
	if len(spec.PartitionBy) > 0 {
		b.WriteString("PARTITION BY ")
		for i, p := range spec.PartitionBy {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(exprText(p))
		}
	}
	if len(spec.OrderBy) > 0 {
		if b.Len() > 1 {
			b.WriteString(" ")
		}
		b.WriteString("ORDER BY ")
		for i, o := range spec.OrderBy {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(exprText(o.Expr))
			if o.Desc {
				b.WriteString(" DESC")
			}
		}
	}
	if len(spec.FrameTokens) > 0 {
		if b.Len() > 1 {
			b.WriteString(" ")
		}
		b.WriteString(strings.Join(spec.FrameTokens, " "))
	}
	b.WriteString(")")
	return b.String()
}

// exprText is a column reference's text, "..." for another expression.
func exprText(e sqlparse.Expr) string {
	if n, ok := e.(*sqlparse.NameExpr); ok {
		return nameText(n)
	}
	return "..."
}

// checkOverOrder checks an OVER window's ORDER BY and reports whether it
// found a problem.
func (r *resolver) checkOverOrder(spec *sqlparse.WindowSpec, sc *scope) bool {
	p, ok := r.overOrderProblem(spec, sc)
	if ok {
		r.problem(p)
	}
	return ok
}

// overOrderProblem is the problem of an OVER window's ORDER BY, ok when
// there is one.
func (r *resolver) overOrderProblem(spec *sqlparse.WindowSpec, sc *scope) (Problem, bool) {
	switch {
	case len(spec.OrderBy) == 0:
		return Problem{}, false
	case len(spec.OrderBy) > 1:
		return Problem{Kind: OverWindowInvalid, Span: spec.Span, Reason: "The window can only be ordered by a single time column. (window " + windowText(spec) + ")"}, true
	case spec.OrderBy[0].Desc:
		return Problem{Kind: OverWindowInvalid, Span: spec.Span, Reason: "The window can only be ordered in ASCENDING mode. (window " + windowText(spec) + ")"}, true
	}
	key := spec.OrderBy[0].Expr
	if isProctimeCall(key) {
		return Problem{}, false
	}
	var t types.Type
	name, materialized := "", false
	if n, ok := key.(*sqlparse.NameExpr); ok {
		c := r.lookupColumn(n, sc)
		if c == nil || c.AttrUnknown {
			return Problem{}, false
		}
		t, name, materialized = c.Type, c.Name, c.JoinMaterialized
	} else {
		t = r.quietType(key, sc).WithAttr(types.Regular)
	}
	if !t.Known() || t.IsTimeAttr() {
		return Problem{}, false
	}
	reason := "OVER windows' ordering in stream mode must be defined on a time attribute."
	switch bounded, known := boundedFrame(spec); {
	case r.version.Major != 0 && r.version.Less(nonTimeOver):
	case known && bounded && r.version.Major != 0:
		reason = "Non-time attribute sort is not supported for bounded OVER window."
	case !known || !bounded:
		// Since 2.1 an unbounded OVER window may be ordered by any
		// column (NON_TIME): judged only in a job known to run an older
		// release.
		return Problem{}, false
	}
	return Problem{Kind: OverWindowInvalid, Span: key.ExprSpan(), Column: name, QueryType: t, Materialized: materialized,
		Reason: reason}, true
}

// nonTimeOver is the first release whose streaming OVER aggregate may be
// ordered by a column that is no time attribute, when its frame is
// unbounded (StreamExecOverAggregate's NON_TIME in release-2.1.2-rc1 and
// later; release-2.0 and 1.20 reject every such order).
var nonTimeOver = functions.Version{Major: 2, Minor: 1}

// boundedFrame reports whether an OVER window's frame has a bounded lower
// end and ends at the current row ("ROWS BETWEEN 2 PRECEDING AND CURRENT
// ROW"), which no release orders by a non-time column; known is false for
// a frame neither bounded so nor UNBOUNDED PRECEDING to the current row.
func boundedFrame(spec *sqlparse.WindowSpec) (bounded, known bool) {
	f, ok := normalFrame(spec)
	if !ok {
		return false, false
	}
	_, rest, ok := strings.Cut(f, " BETWEEN ")
	if !ok {
		return false, false
	}
	lower, upper, ok := strings.Cut(rest, " AND ")
	if !ok || upper != "CURRENT ROW" {
		return false, false
	}
	switch {
	case lower == "UNBOUNDED PRECEDING":
		return false, true
	case strings.HasSuffix(lower, " PRECEDING"):
		return true, true
	}
	return false, false
}
