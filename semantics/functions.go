package semantics

import (
	"strings"

	"github.com/flinklint/flinklint/semantics/types"
	"github.com/flinklint/flinklint/sqlparse"
)

// The built-in functions the resolver types. This is the first, small set
// (the time attributes and the aggregates an INSERT check meets most);
// every other call is of unknown type. Package semantics/functions, which
// models Flink's whole function catalogue, replaces it.
//
// Sources: apache/flink release-2.1,
// flink-table/flink-table-common/src/main/java/org/apache/flink/table/functions/BuiltInFunctionDefinitions.java
// (PROCTIME: TIMESTAMP_LTZ(3) NOT NULL proctime attribute) and
// flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/functions/sql/FlinkSqlOperatorTable.java
// (COUNT: BIGINT NOT NULL; SUM, MIN, MAX, AVG).

// aggregates are Flink's built-in aggregate functions (upper case).
var aggregates = map[string]bool{
	"COUNT": true, "SUM": true, "SUM0": true, "MIN": true, "MAX": true, "AVG": true, "LISTAGG": true,
	"COLLECT": true, "STDDEV_POP": true, "STDDEV_SAMP": true, "VAR_POP": true, "VAR_SAMP": true,
	"VARIANCE": true, "STDDEV": true, "FIRST_VALUE": true, "LAST_VALUE": true, "ARRAY_AGG": true,
	"JSON_ARRAYAGG": true, "JSON_OBJECTAGG": true, "BIT_AND": true, "BIT_OR": true, "BIT_XOR": true,
	"PERCENTILE": true,
}

func isAggregate(name string) bool { return aggregates[strings.ToUpper(name)] }

// niladicNames are the functions called without parentheses.
var niladicNames = map[string]bool{
	"CURRENT_TIMESTAMP": true, "CURRENT_DATE": true, "CURRENT_TIME": true, "LOCALTIME": true,
	"LOCALTIMESTAMP": true, "CURRENT_USER": true, "SESSION_USER": true, "USER": true,
	"CURRENT_ROLE": true, "CURRENT_CATALOG": true, "CURRENT_DATABASE": true, "CURRENT_PATH": true,
	"CURRENT_ROW_TIMESTAMP": true, "SYSTEM_USER": true,
}

// niladicType types a function called without parentheses
// (CURRENT_TIMESTAMP, LOCALTIMESTAMP, ...); ok is false for other names.
func niladicType(name string) (types.Type, bool) {
	switch strings.ToUpper(name) {
	case "CURRENT_TIMESTAMP":
		return types.TimestampLTZOf(3).WithNullable(false), true
	case "LOCALTIMESTAMP":
		return types.TimestampOf(3).WithNullable(false), true
	case "CURRENT_DATE":
		return types.Of(types.Date).WithNullable(false), true
	}
	return types.Type{}, false
}

// callType types a function call; an unknown function, or arguments of
// unknown type, give an unknown type.
func (r *resolver) callType(n *sqlparse.CallExpr, sc *scope) types.Type {
	args := make([]types.Type, 0, len(n.Args))
	for _, a := range n.Args {
		args = append(args, r.exprType(a, sc))
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
	if len(n.Name.Parts) != 1 || n.Name.Parts[0].Hole || n.OpaqueArgs {
		return types.Type{}
	}
	name := strings.ToUpper(n.Name.Parts[0].Name)
	switch {
	case name == "PROCTIME" && len(args) == 0:
		return types.TimestampLTZOf(3).WithNullable(false).WithAttr(types.Proctime)
	case name == "COUNT":
		return types.Of(types.BigInt).WithNullable(false)
	case len(args) != 1 || !args[0].Known():
		return types.Type{}
	case name == "MIN" || name == "MAX":
		return args[0].WithNullable(true).WithAttr(types.Regular)
	case name == "SUM":
		return types.SumAggType(args[0]).WithNullable(true).WithAttr(types.Regular)
	case name == "AVG":
		return types.AvgAggType(args[0]).WithNullable(true).WithAttr(types.Regular)
	}
	return types.Type{}
}
