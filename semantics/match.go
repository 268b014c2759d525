package semantics

import (
	"fmt"
	"sort"
	"strings"

	"github.com/flinklint/flinklint/semantics/types"
	"github.com/flinklint/flinklint/sqlparse"
)

// The checks Flink applies to MATCH_RECOGNIZE: the streaming planner's
// ORDER BY (a time attribute first, ascending), what the CEP translation
// does not support (ALL ROWS PER MATCH, a greedy last quantifier, a
// pattern that can match nothing), and MATCH_ROWTIME's argument. The
// messages are Flink's.
//
// Sources: apache/flink release-2.1,
// flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/plan/nodes/exec/stream/StreamExecMatch.java (checkOrderKeys),
// .../plan/nodes/exec/common/CommonExecMatch.java (empty matches, greedy last quantifier, ALL ROWS PER MATCH),
// .../functions/sql/MatchRowTimeFunction.java and the tests MatchRecognizeValidationTest and MatchRecognizeTest.

// matchRecognize resolves a MATCH_RECOGNIZE item. Its output (the
// partition columns and measures) is not typed yet: the entry is opaque.
func (r *resolver) matchRecognize(n *sqlparse.MatchRecognizeTable, sc *scope, left []scopeEntry) []scopeEntry {
	entries := r.from(n.Input, &scope{parent: sc.parent}, nil)
	var input *Relation
	if len(entries) == 1 && !entries[0].rel.Opaque {
		input = entries[0].rel
	}
	if !r.viewBody {
		r.checkMatchOrder(n, input)
		r.checkMatchPattern(n)
	}
	for _, m := range n.Measures {
		r.checkMatchRowtime(m.Expr, input)
	}
	r.checkMatchNames(n)
	r.checkMatchAggregates(n)
	return append(left, scopeEntry{alias: n.Alias.Name.Name, rel: opaqueRelation()})
}

func (r *resolver) matchProblem(kind ProblemKind, at sqlparse.Span, reason string) {
	r.problem(Problem{Kind: kind, Span: at, Reason: reason})
}

// checkMatchOrder applies StreamExecMatch's ORDER BY checks.
func (r *resolver) checkMatchOrder(n *sqlparse.MatchRecognizeTable, input *Relation) {
	if len(n.OrderBy) == 0 {
		r.matchProblem(MatchOrderInvalid, n.PatternSpan, "You must specify either rowtime or proctime for order by.")
		return
	}
	first := n.OrderBy[0]
	ref, ok := first.Expr.(*sqlparse.NameExpr)
	if !ok || input == nil || len(ref.Parts) != 1 || ref.Parts[0].Hole {
		return
	}
	c, k := input.find(ref.Parts[0].Name)
	if k != 1 || !c.Type.Known() || c.AttrUnknown {
		return
	}
	switch {
	case c.Type.Attr == types.Regular:
		r.matchProblem(MatchOrderInvalid, ref.Span, fmt.Sprintf("You must specify either rowtime or proctime for order by as the first one: column '%s' is %s.", c.Name, c.Type))
	case first.Desc:
		r.matchProblem(MatchOrderInvalid, ref.Span, fmt.Sprintf("Primary sort order of a streaming table must be ascending on time: column '%s' (%s) is sorted descending.", c.Name, c.Type))
	}
}

// checkMatchPattern applies CommonExecMatch's checks of the pattern and
// the rows per match.
func (r *resolver) checkMatchPattern(n *sqlparse.MatchRecognizeTable) {
	if p := n.Pattern; len(p) > 0 {
		optional := true
		for _, t := range p {
			optional = optional && t.Min == 0
		}
		if optional {
			r.matchProblem(MatchRecognizeInvalid, n.PatternSpan, "Patterns that can produce empty matches are not supported. There must be at least one non-optional state.")
			return
		}
		// A variable repeated without bound or within a range is greedy
		// unless reluctant; ? and {n} are not judged.
		if last := p[len(p)-1]; !last.Reluctant && last.Min >= 1 && (last.Max == -1 || last.Max > last.Min) {
			r.matchProblem(MatchRecognizeInvalid, last.Var.Span, fmt.Sprintf("Greedy quantifiers are not allowed as the last element of a Pattern yet: '%s' is the last. "+
				"Finish your pattern with either a simple variable or reluctant quantifier.", last.Var.Name))
			return
		}
	}
	if n.AllRows {
		r.matchProblem(MatchRecognizeInvalid, n.PatternSpan, "All rows per match mode is not supported yet.")
	}
}

// checkMatchRowtime checks the MATCH_ROWTIME calls of a measure against
// the input's columns.
func (r *resolver) checkMatchRowtime(e sqlparse.Expr, input *Relation) {
	c, ok := e.(*sqlparse.CallExpr)
	if !ok || len(c.Name.Parts) != 1 || !strings.EqualFold(c.Name.Parts[0].Name, "MATCH_ROWTIME") || c.OpaqueArgs {
		forEachChild(e, func(x sqlparse.Expr) { r.checkMatchRowtime(x, input) })
		return
	}
	switch len(c.Args) {
	case 0:
		if input == nil || r.viewBody {
			return
		}
		for _, col := range input.Columns {
			if !col.AttrUnknown && col.Type.Attr == types.Rowtime && col.Type.Kind == types.TimestampLTZ {
				r.matchProblem(MatchRecognizeInvalid, c.Span, fmt.Sprintf("MATCH_ROWTIME(rowtimeField) should be used when input stream contains rowtime attribute with TIMESTAMP_LTZ type: pass '%s' as the argument of MATCH_ROWTIME.", col.Name))
				return
			}
		}
	case 1:
		ref, isName := c.Args[0].(*sqlparse.NameExpr)
		if !isName {
			if _, hole := c.Args[0].(*sqlparse.HoleExpr); !hole {
				r.matchProblem(MatchRecognizeInvalid, c.Args[0].ExprSpan(), "The function MATCH_ROWTIME requires a field reference as argument.")
			}
			return
		}
		col := matchColumn(ref, input)
		if col != nil && col.Type.Known() && !col.AttrUnknown && col.Type.Attr != types.Rowtime {
			r.matchProblem(MatchRecognizeInvalid, ref.Span, fmt.Sprintf("The function MATCH_ROWTIME requires argument to be a row time attribute type, but '%s' is '%s'.", col.Name, col.Type))
		}
	default:
		r.matchProblem(MatchRecognizeInvalid, c.Span, fmt.Sprintf("Invalid number of arguments to function 'MATCH_ROWTIME': %d, it takes at most one.", len(c.Args)))
	}
}

// matchColumn is the input column a measure's name reads: `col` or
// `VAR.col`.
func matchColumn(ref *sqlparse.NameExpr, input *Relation) *Column {
	if input == nil || len(ref.Parts) == 0 || len(ref.Parts) > 2 {
		return nil
	}
	last := ref.Parts[len(ref.Parts)-1]
	if last.Hole || ref.Parts[0].Hole {
		return nil
	}
	c, n := input.find(last.Name)
	if n != 1 {
		return nil
	}
	return c
}

// checkMatchFunctionsOutside reports MATCH_ROWTIME and MATCH_PROCTIME
// called outside MEASURES (where they alone are defined).
func (r *resolver) checkMatchFunctionsOutside(e sqlparse.Expr) {
	if e == nil {
		return
	}
	if c, ok := e.(*sqlparse.CallExpr); ok && len(c.Name.Parts) == 1 {
		name := strings.ToUpper(c.Name.Parts[0].Name)
		if name == "MATCH_ROWTIME" || name == "MATCH_PROCTIME" {
			r.matchProblem(MatchRecognizeInvalid, c.Span, fmt.Sprintf("%s may be called only in the MEASURES clause of MATCH_RECOGNIZE.", name))
			return
		}
	}
	forEachChild(e, r.checkMatchFunctionsOutside)
}

// checkMatchNames reports MEASURES named as PARTITION BY columns: with ONE
// ROW PER MATCH the output holds both (Calcite's validator,
// "Columns ambiguously defined").
func (r *resolver) checkMatchNames(n *sqlparse.MatchRecognizeTable) {
	partition := map[string]bool{}
	for _, p := range n.PartitionBy {
		if ref, ok := p.(*sqlparse.NameExpr); ok && len(ref.Parts) == 1 && !ref.Parts[0].Hole {
			partition[ref.Parts[0].Name] = true
		}
	}
	var twice []string
	at := sqlparse.Span{}
	for i, m := range n.Measures {
		if m.Star || m.Expr == nil {
			return
		}
		if name := itemName(m, i); partition[name] {
			if len(twice) == 0 {
				at = m.Span
			}
			twice = append(twice, name)
		}
	}
	if len(twice) > 0 && !n.AllRows {
		r.problem(Problem{Kind: AmbiguousColumn, Span: at, Column: twice[0],
			Reason: fmt.Sprintf("Columns ambiguously defined: {%s}: MEASURES names PARTITION BY columns, and the output of MATCH_RECOGNIZE holds both", strings.Join(twice, ", "))})
	}
}

// checkMatchAggregates reports an aggregate of MEASURES or DEFINE that is
// DISTINCT or reads two pattern variables, which Flink's validator
// rejects (MatchRecognizeValidationTest: testDistinctAggregationsNotSupported,
// testAggregatesOnMultiplePatternVariablesNotSupported).
func (r *resolver) checkMatchAggregates(n *sqlparse.MatchRecognizeTable) {
	vars := map[string]bool{}
	for _, t := range n.Pattern {
		vars[t.Var.Name] = true
	}
	for _, d := range n.Define {
		vars[d.Var.Name] = true
	}
	exprs := make([]sqlparse.Expr, 0, len(n.Measures)+len(n.Define))
	for _, m := range n.Measures {
		exprs = append(exprs, m.Expr)
	}
	for _, d := range n.Define {
		exprs = append(exprs, d.Cond)
	}
	for _, e := range exprs {
		if r.matchAggregate(e, vars) {
			return
		}
	}
}

// matchAggregate checks the aggregates of e and tells whether it reported
// one.
func (r *resolver) matchAggregate(e sqlparse.Expr, vars map[string]bool) bool {
	if e == nil {
		return false
	}
	if c, ok := isAggregateCall(e); ok {
		name := strings.ToUpper(c.Name.Parts[0].Name)
		if c.Distinct {
			r.matchProblem(MatchRecognizeInvalid, c.Span, fmt.Sprintf("SQL validation failed: %s(DISTINCT ...) is not supported in MATCH_RECOGNIZE.", name))
			return true
		}
		read := map[string]bool{}
		for _, a := range c.Args {
			patternVars(a, vars, read)
		}
		if len(read) > 1 {
			names := make([]string, 0, len(read))
			for v := range read {
				names = append(names, v)
			}
			sort.Strings(names)
			r.matchProblem(MatchRecognizeInvalid, c.Span, fmt.Sprintf("SQL validation failed: Aggregation must be applied to a single pattern variable, but %s reads %s.", name, strings.Join(names, " and ")))
			return true
		}
		return false
	}
	reported := false
	forEachChild(e, func(x sqlparse.Expr) {
		reported = reported || r.matchAggregate(x, vars)
	})
	return reported
}

// patternVars adds the pattern variables e qualifies column names with.
func patternVars(e sqlparse.Expr, vars, read map[string]bool) {
	if ref, ok := e.(*sqlparse.NameExpr); ok {
		if len(ref.Parts) == 2 && !ref.Parts[0].Hole && vars[ref.Parts[0].Name] {
			read[ref.Parts[0].Name] = true
		}
		return
	}
	forEachChild(e, func(x sqlparse.Expr) { patternVars(x, vars, read) })
}
