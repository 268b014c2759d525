package semantics

import (
	"strings"

	"github.com/flinklint/flinklint/semantics/functions"
	"github.com/flinklint/flinklint/semantics/types"
	"github.com/flinklint/flinklint/sqlparse"
)

// Calls are typed by Flink's function catalogue (semantics/functions,
// whose doc names its sources), the one authority on the built-ins: their
// kinds (aggregate or not), the types of the functions called without
// parentheses, their arities and result types.

// isAggregate reports whether a name is one of Flink's built-in aggregate
// functions (SUM, COUNT, LISTAGG, GROUPING, ...).
func isAggregate(name string) bool {
	f, ok := functions.Default().Lookup(name)
	return ok && f.Kind == functions.Aggregate
}

// niladicNames are the functions called without parentheses.
var niladicNames = map[string]bool{
	"CURRENT_TIMESTAMP": true, "CURRENT_DATE": true, "CURRENT_TIME": true, "LOCALTIME": true,
	"LOCALTIMESTAMP": true, "CURRENT_USER": true, "SESSION_USER": true, "USER": true,
	"CURRENT_ROLE": true, "CURRENT_CATALOG": true, "CURRENT_DATABASE": true, "CURRENT_PATH": true,
	"CURRENT_ROW_TIMESTAMP": true, "SYSTEM_USER": true,
}

// niladicType types a function called without parentheses
// (CURRENT_TIMESTAMP, LOCALTIMESTAMP, CURRENT_DATE, ...) by the catalogue;
// ok is false for other names.
func niladicType(name string) (types.Type, bool) {
	f, ok := functions.Default().Lookup(name)
	if !ok || !f.NoParens {
		return types.Type{}, false
	}
	res := f.Infer(functions.Call{})
	return res.Type, res.Status == functions.Known
}

// callType types a function call by Flink's function catalogue
// (semantics/functions); an unknown function, arguments of unknown type,
// or a call Flink rejects for a reason no rule reports yet give an
// unknown type.
func (r *resolver) callType(n *sqlparse.CallExpr, sc *scope) types.Type {
	args := make([]functions.Arg, 0, len(n.Args))
	for _, a := range n.Args {
		arg := functions.Arg{Type: r.exprType(a, sc)}
		if lit, ok := a.(*sqlparse.LiteralExpr); ok {
			arg.Literal, arg.IsLiteral = lit.Text, true
		}
		args = append(args, arg)
	}
	r.exprType(n.Filter, sc)
	if n.Over != nil {
		for _, p := range n.Over.PartitionBy {
			r.exprType(p, sc)
		}
		for _, o := range n.Over.OrderBy {
			r.exprType(o.Expr, sc)
		}
	}
	if len(n.Name.Parts) != 1 || n.Name.Parts[0].Hole {
		r.qualifiedCall(n)
		return types.Type{}
	}
	r.refCall(n)
	name := n.Name.Parts[0].Name
	f, ok := functions.Default().Lookup(name)
	if !ok {
		r.unknownFunction(n, name)
		return types.Type{}
	}
	if n.OpaqueArgs || r.cat.shadowsBuiltin(name) {
		// A temporary system function the job creates under a built-in's
		// name is the job's; a catalog function of that name is never
		// reached by an unqualified call (FunctionCatalog resolves system
		// functions first).
		return types.Type{}
	}
	res := f.Infer(functions.Call{Args: args, Star: n.Star, Grouped: sc.grouped, Filtered: n.Filter != nil, Name: name, Version: r.version})
	if strings.EqualFold(name, "COUNT") && len(n.Args) > 1 && !n.Distinct && !r.viewBody && !r.quiet && !r.cat.functions.unseen && !r.cat.Unseen {
		// Calcite takes COUNT of several fields; the planner's
		// AggFunctionFactory does not, when it translates the aggregate
		// (a view's query is translated only where it is read).
		// Source: apache/flink release-1.20.4 and release-2.2.1-rc2
		// flink-table/flink-table-planner/src/main/scala/org/apache/flink/table/planner/plan/utils/AggFunctionFactory.scala.
		r.problemOnce(Problem{Kind: FunctionCallInvalid, Span: n.Span, Function: "COUNT", Reason: "We now only support the count of one field."})
	}
	if res.Status == functions.Invalid && res.Certain && !r.quiet && !r.cat.functions.unseen && !r.cat.Unseen {
		// Reported only when no function flinklint does not see may
		// take the name first: a module loaded before core (Hive's
		// functions convert their arguments), a temporary system
		// function registered by code or under a name with a hole.
		r.problemOnce(Problem{Kind: FunctionCallInvalid, Span: n.Span, Function: strings.ToUpper(name), Reason: res.Reason})
	}
	if res.Status != functions.Known {
		return types.Type{}
	}
	if f.Kind == functions.Aggregate || n.Over != nil {
		return res.Type.WithAttr(types.Regular)
	}
	return res.Type
}

// checkTableFunction checks the call of FROM TABLE(...) or LATERAL
// TABLE(...): a built-in scalar function there is rejected by the
// validator's ProcedureNamespace, after the call resolves. Source: apache/flink
// release-1.20.4 and release-2.2.1-rc2 flink-table/flink-table-planner/src/main/java/org/apache/calcite/sql/validate/ProcedureNamespace.java
// ("Argument must be a table function: " + operator.getNameAsId()).
func (r *resolver) checkTableFunction(c *sqlparse.CallExpr) {
	if len(c.Name.Parts) != 1 || c.Name.Parts[0].Hole || c.OpaqueArgs || r.quiet || r.cat.functions.unseen || r.cat.Unseen {
		return
	}
	name := c.Name.Parts[0].Name
	f, ok := functions.Default().Lookup(name)
	if !ok || !f.PlainScalar() || !strings.EqualFold(name, f.Name) || r.cat.shadowsBuiltin(name) {
		return
	}
	r.problemOnce(Problem{Kind: FunctionCallInvalid, Span: c.Span, Function: f.Name, Reason: "Argument must be a table function: " + f.Name})
}

// qualifiedCall checks a call of a function by its path (db.f,
// catalog.db.f): FunctionCatalog looks for a temporary catalog function,
// then a catalog function, of that identifier, and never at the modules'
// built-ins. Reported only where flinklint knows every function of the
// catalog: one it sees whole, in a session that starts as Flink starts
// one or a catalog the job creates in memory.
func (r *resolver) qualifiedCall(n *sqlparse.CallExpr) {
	if r.quiet || r.cat.functions.unseen || r.cat.Unseen || len(n.Name.Parts) > 3 {
		return
	}
	found, known := r.cat.resolveFunction(n.Name)
	if found || !known {
		return
	}
	catalog, database, object, _ := r.cat.funcIdent(n.Name)
	gone := ""
	if e := r.cat.functions.perm[funcKey(catalog, database, object)]; e != nil && !e.exists {
		gone = "dropped"
	} else if e := r.cat.functions.temp[funcKey(catalog, database, object)]; e != nil && !e.exists {
		gone = "dropped"
	}
	r.problem(Problem{Kind: UnknownFunction, Span: n.Name.Span, Function: n.Name.String(), Gone: gone})
}

// checkAbsentOver reports a select item that is a call of a function that
// needs an OVER clause (ROW_NUMBER, RANK, DENSE_RANK, PERCENT_RANK,
// CUME_DIST, NTILE, LAG, LEAD: Calcite's requiresOver) without one:
// SqlValidatorImpl.validateExpr checks each select item, "OVER clause is
// necessary for window functions", in either runtime mode. Only the item
// itself is checked, as the validator does there. Sources: apache/flink
// release-1.20.4 and release-2.2.1-rc2
// flink-table/flink-table-planner/src/main/java/org/apache/calcite/sql/validate/SqlValidatorImpl.java
// (validateExpr); apache/calcite calcite-1.32.0 and calcite-1.36.0
// core/src/main/java/org/apache/calcite/sql/fun/SqlRankFunction.java,
// SqlLeadLagAggFunction.java, SqlNtileAggFunction.java (requiresOver),
// core/src/main/java/org/apache/calcite/runtime/CalciteResource.java (absentOverClause).
func (r *resolver) checkAbsentOver(e sqlparse.Expr) {
	c, ok := e.(*sqlparse.CallExpr)
	if !ok || c.Over != nil || len(c.Name.Parts) != 1 || c.Name.Parts[0].Hole || r.quiet || r.cat.functions.unseen || r.cat.Unseen {
		return
	}
	name := c.Name.Parts[0].Name
	f, ok := functions.Default().Lookup(name)
	if !ok || f.Kind != functions.OverOnly || r.cat.shadowsBuiltin(name) {
		return
	}
	r.problemOnce(Problem{Kind: FunctionCallInvalid, Span: c.Span, Function: f.Name, Reason: "OVER clause is necessary for window functions"})
}
