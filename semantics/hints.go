package semantics

import (
	"fmt"
	"strings"

	"github.com/flinklint/flinklint/sqlparse"
)

// joinHints take the tables they apply to as arguments; STATE_TTL takes
// them as option keys.
//
// Sources: apache/flink release-2.1,
// flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/hint/JoinStrategy.java and StateTtlHint.java;
// .../plan/optimize/QueryHintsResolver.java ("The options of following hints cannot match the name of input tables or views").
var joinHints = map[string]bool{"BROADCAST": true, "SHUFFLE_HASH": true, "SHUFFLE_MERGE": true, "NEST_LOOP": true}

// hintNames collects the names a statement's hints may refer to: every
// table, view, CTE and alias of the query, views' own queries included.
type hintNames struct {
	names  map[string]bool
	opaque bool
	blocks []*sqlparse.SelectNode
	seen   map[*Table]bool
}

// checkHints reports the join and STATE_TTL hints of a query's blocks
// (the top ones, subqueries and CTEs alike: QueryHintsResolver visits
// every node) that name a table the query does not read anywhere.
func (r *resolver) checkHints(q sqlparse.QueryNode) {
	if !hintedAny(q) {
		return // most queries have no hints: no names to collect
	}
	h := &hintNames{names: map[string]bool{}, seen: map[*Table]bool{}}
	h.query(r, q, true)
	if h.opaque {
		return
	}
	for _, b := range h.blocks {
		for _, hint := range b.Hints {
			r.checkHintOptions(hint)
			var missing []string
			switch {
			case joinHints[hint.Name]:
				for _, a := range hint.Args {
					if !h.names[strings.ToLower(a.Name)] {
						missing = append(missing, a.Name)
					}
				}
			case hint.Name == "STATE_TTL":
				names := r.directInputs(b, h.names)
				for _, k := range hint.Keys {
					if !names[strings.ToLower(k.Value)] {
						missing = append(missing, k.Value)
					}
				}
			}
			if len(missing) > 0 {
				r.problem(Problem{Kind: HintUnknownTable, Span: hint.Span, Function: hint.Name,
					Reason: fmt.Sprintf("The options of following hints cannot match the name of input tables or views: `%s` in `%s`", strings.Join(missing, ", "), hint.Name)})
			}
		}
	}
}

// hintedAny reports whether a SELECT block of a query's own text (the
// blocks hintNames.query collects: through set operations, WITH, ORDER
// BY and subqueries in FROM; not views, whose hints their CREATE VIEW
// checks) has hints.
func hintedAny(q sqlparse.QueryNode) bool {
	switch n := q.(type) {
	case *sqlparse.SelectNode:
		return len(n.Hints) > 0 || hintedFrom(n.From)
	case *sqlparse.SetOpNode:
		return hintedAny(n.Left) || hintedAny(n.Right)
	case *sqlparse.WithNode:
		for _, c := range n.CTEs {
			if hintedAny(c.Query) {
				return true
			}
		}
		return hintedAny(n.Body)
	case *sqlparse.OrderedNode:
		return hintedAny(n.Body)
	}
	return false
}

// hintedFrom reports a subquery of a FROM tree with hints.
func hintedFrom(t sqlparse.TableNode) bool {
	switch n := t.(type) {
	case *sqlparse.DerivedTable:
		return hintedAny(n.Query)
	case *sqlparse.JoinNode:
		return hintedFrom(n.Left) || hintedFrom(n.Right)
	}
	return false
}

func (h *hintNames) add(name string) {
	if name != "" {
		h.names[strings.ToLower(name)] = true
	}
}

func (h *hintNames) query(r *resolver, q sqlparse.QueryNode, top bool) {
	switch n := q.(type) {
	case *sqlparse.SelectNode:
		if top && len(n.Hints) > 0 {
			h.blocks = append(h.blocks, n)
		}
		if n.From != nil {
			h.table(r, n.From, top)
		}
		for _, it := range n.Items {
			h.expr(r, it.Expr)
		}
		h.expr(r, n.Where)
		h.expr(r, n.Having)
		for _, g := range n.GroupBy {
			h.expr(r, g)
		}
	case *sqlparse.SetOpNode:
		h.query(r, n.Left, top)
		h.query(r, n.Right, top)
	case *sqlparse.WithNode:
		for _, c := range n.CTEs {
			h.add(c.Name.Name)
			h.query(r, c.Query, top)
		}
		h.query(r, n.Body, top)
	case *sqlparse.OrderedNode:
		h.query(r, n.Body, top)
	case *sqlparse.ValuesNode:
	default:
		h.opaque = true
	}
}

func (h *hintNames) table(r *resolver, t sqlparse.TableNode, top bool) {
	switch n := t.(type) {
	case *sqlparse.NamedTable:
		for _, p := range n.Name.Parts {
			if p.Hole {
				h.opaque = true
			}
		}
		h.add(n.Name.Object().Name)
		h.add(n.Alias.Name.Name)
		if v, _ := r.cat.Lookup(n.Name); v != nil && v.View && !h.seen[v] {
			h.seen[v] = true
			if cv, ok := v.Decl.(*sqlparse.CreateView); ok {
				h.query(r, cv.Query.Body, false)
			}
		}
	case *sqlparse.DerivedTable:
		h.add(n.Alias.Name.Name)
		h.query(r, n.Query, top) // the statement's own text, unless in a view
	case *sqlparse.FunctionTable:
		h.add(n.Alias.Name.Name)
		h.expr(r, n.Call)
	case *sqlparse.UnnestTable:
		h.add(n.Alias.Name.Name)
	case *sqlparse.JoinNode:
		h.table(r, n.Left, top)
		h.table(r, n.Right, top)
		h.expr(r, n.On)
	default:
		h.opaque = true
	}
}

// expr follows the subqueries and table arguments of an expression.
func (h *hintNames) expr(r *resolver, e sqlparse.Expr) {
	switch n := e.(type) {
	case nil:
		return
	case *sqlparse.SubqueryExpr:
		h.query(r, n.Query, false)
	case *sqlparse.ExistsExpr:
		h.query(r, n.Query, false)
	case *sqlparse.InExpr:
		if n.Query != nil {
			h.query(r, n.Query, false)
		}
	case *sqlparse.TableArgExpr:
		if n.Query != nil {
			h.query(r, n.Query, false)
		} else {
			h.table(r, &sqlparse.NamedTable{Name: n.Name}, false)
		}
	case *sqlparse.HoleExpr, *sqlparse.OpaqueExpr:
		h.opaque = true
	}
	forEachChild(e, func(c sqlparse.Expr) { h.expr(r, c) })
}

// directInputs are the names a STATE_TTL hint of a block may use: the
// block's own FROM items (tables, views, aliases), not the tables of its
// subqueries (StateTtlHintTest: a table inside a subquery is rejected).
// A view among them keeps every name (all): how far into a view the hint
// reaches is not modelled.
func (r *resolver) directInputs(b *sqlparse.SelectNode, all map[string]bool) map[string]bool {
	direct := map[string]bool{}
	add := func(name string) {
		if name != "" {
			direct[strings.ToLower(name)] = true
		}
	}
	viewSeen := false
	var visit func(t sqlparse.TableNode)
	visit = func(t sqlparse.TableNode) {
		switch n := t.(type) {
		case *sqlparse.NamedTable:
			add(n.Name.Object().Name)
			add(n.Alias.Name.Name)
			if v, _ := r.cat.Lookup(n.Name); v == nil || v.View {
				viewSeen = true // a view, or a CTE or table flinklint does not know
			}
		case *sqlparse.DerivedTable:
			add(n.Alias.Name.Name)
		case *sqlparse.FunctionTable:
			add(n.Alias.Name.Name)
		case *sqlparse.UnnestTable:
			add(n.Alias.Name.Name)
		case *sqlparse.JoinNode:
			visit(n.Left)
			visit(n.Right)
		default:
			viewSeen = true
		}
	}
	if b.From != nil {
		visit(b.From)
	}
	if viewSeen {
		return all
	}
	return direct
}
