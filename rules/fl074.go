package rules

import (
	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
)

// FL074 flags a call of a built-in function whose arguments the
// function's operand checker rejects.
var FL074 = newRule(fl074Doc, runFL074, model.Analyzer, semantics.Analyzer)

var fl074Doc = Doc{
	ID:           "FL074",
	Name:         "invalid-function-call",
	Summary:      "a built-in function is called with arguments of types it does not accept, or with a wrong number of them",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "sql", "semantics"},
	Explanation: `
Flink's validator checks every call of a built-in function against the function's operand checker, with
Calcite's implicit type coercion turned off: an argument whose type is not of the family the function
takes is rejected, even where a cast would make sense.

    ValidationException: Cannot apply 'SUM' to arguments of type 'SUM(<VARCHAR(2147483647)>)'. Supported form(s): 'SUM(<NUMERIC>)'
    ValidationException: Cannot apply 'UPPER' to arguments of type 'UPPER(<INTEGER>)'. Supported form(s): 'UPPER(<CHARACTER>)'
    ValidationException: Invalid number of arguments to function 'UPPER'. Was expecting 1 arguments

flinklint checks the functions whose checker it transcribes from Flink's and Calcite's sources (the
string functions UPPER, LOWER, INITCAP, CHAR_LENGTH; the numeric aggregates SUM, AVG, STDDEV_*, VAR_*;
the math functions SQRT, POWER, MOD, ROUND, TRUNCATE, LN, LOG10, LOG2, EXP, the trigonometric functions,
DEGREES, RADIANS, SIGN; LISTAGG, whose separator must be a character literal; FlinkSqlOperatorTable's own
date and string functions: TO_TIMESTAMP and TO_DATE take strings (an epoch number is TO_TIMESTAMP_LTZ's),
DATE_FORMAT a TIMESTAMP, TIMESTAMP_LTZ or string (not a DATE), FROM_UNIXTIME an integer, UNIX_TIMESTAMP,
CONVERT_TZ, SPLIT_INDEX, REGEXP_EXTRACT, REGEXP_REPLACE, REGEXP, REPLACE, LPAD, RPAD, LTRIM, RTRIM, LEFT,
RIGHT, REPEAT, REVERSE, INSTR, LOCATE, PARSE_URL, STR_TO_MAP, ASCII, CHR, BIN, HEX, MD5, the SHA functions,
TO_BASE64, FROM_BASE64). It reports a call only
when the type of every argument is known: a column of a table flinklint cannot see, a user-defined
function's result, an interval or a time attribute leave the call alone. A temporary
system function of a built-in's name replaces the built-in, and a loaded module (Hive's functions convert
their arguments) or functions registered by code flinklint does not follow may do the same: nothing is
reported then. A catalog function of a built-in's name does not: an unqualified call resolves to the
built-in first (FunctionCatalog).

Without coercion a bare NULL literal is no operand of a family either ("Illegal use of 'NULL'"; a
` + "`CAST(NULL AS STRING)`" + ` is), nor is a bare NULL in a row of VALUES where the query has no target
row type to give it (a SELECT statement, a view; an INSERT's VALUES, or its ` + "`SELECT * FROM (VALUES ...)`" + `, takes the
sink's types). COUNT of several fields passes the validator and fails when the planner
translates the aggregate: "We now only support the count of one field." (COUNT(DISTINCT a, b) is
supported, and a view's query is translated only where it is read).

A ranking or offset function (ROW_NUMBER, RANK, DENSE_RANK, PERCENT_RANK, CUME_DIST, NTILE, LAG, LEAD)
selected without OVER is rejected in either runtime mode: "OVER clause is necessary for window functions".

A built-in scalar function called where a table function belongs (` + "`FROM TABLE(MD5(x))`" + `, ` + "`LATERAL TABLE(UPPER(s))`" + `) is rejected too: "Argument must be a table function: MD5".

The value constructors are checked the same way: the elements of ` + "`ARRAY[...]`" + `, and the keys and the values
of ` + "`MAP[...]`" + `, need a common type, which elements that are all NULL or of different type families (a string
and a number, a BOOLEAN and a DATE) do not have: "Parameters must be of the same type"; a MAP takes an
even number of arguments.

The message depends on the Flink version where it changed: LISTAGG with a column as its separator is
"Cannot apply 'LISTAGG' ..." on 1.x and "Argument to function 'LISTAGG' must be a literal" on 2.2.
`,
	Examples: []Example{{Path: "job.sql", Lang: "sql", Code: `CREATE TABLE orders (id BIGINT, amount STRING) WITH ('connector' = 'datagen');
SELECT id, SUM(amount) FROM orders GROUP BY id;`}},
	Fix: "Cast the argument to a type the function takes (`SUM(CAST(amount AS DECIMAL(10, 2)))`), or call the function meant.",
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/functions/systemfunctions/",
	},
	Sources: []string{
		"apache/flink release-1.20.4 and release-2.2.1-rc2 flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/functions/sql/FlinkSqlOperatorTable.java: the functions served by Calcite's definitions; SqlListAggFunction.java",
		"apache/flink release-1.20.4 flink-table/flink-table-planner/src/main/scala/org/apache/flink/table/planner/calcite/FlinkPlannerImpl.scala: withTypeCoercionEnabled(false); src/main/java/org/apache/flink/table/planner/delegation/PlannerContext.java: the operator tables, FunctionCatalogOperatorTable first",
		"apache/flink release-1.20.4 flink-table/flink-table-planner/src/main/java/org/apache/calcite/sql/validate/SqlValidatorImpl.java: handleUnresolvedFunction (the wrong number of arguments); ProcedureNamespace.java: a scalar function in FROM TABLE(...)",
		"apache/calcite calcite-1.32.0 and calcite-1.36.0 core/src/main/java/org/apache/calcite/sql/fun/SqlStdOperatorTable.java, core/src/main/java/org/apache/calcite/sql/type/OperandTypes.java, FamilyOperandTypeChecker.java, CompositeOperandTypeChecker.java; core/src/main/java/org/apache/calcite/runtime/CalciteResource.java: canNotApplyOp2Type, invalidArgCount",
		"apache/flink release-1.20.4 and release-2.2.1-rc2 flink-table/flink-table-planner/src/main/scala/org/apache/flink/table/planner/plan/utils/AggFunctionFactory.scala: COUNT of several fields; apache/calcite core/src/main/java/org/apache/calcite/runtime/CalciteResource.java: nullIllegal",
		"apache/flink release-1.20.4 and release-2.2.1-rc2 flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/functions/sql/SqlArrayConstructor.java, SqlMapConstructor.java (release-2.2.1-rc2: src/main/java/org/apache/calcite/sql/fun/SqlMapValueConstructor.java), src/main/scala/org/apache/flink/table/planner/calcite/FlinkTypeFactory.scala (leastRestrictive); apache/calcite calcite-1.32.0 and calcite-1.36.0 core/src/main/java/org/apache/calcite/sql/fun/SqlMultisetValueConstructor.java, SqlMapValueConstructor.java: needSameTypeParameter, mapRequiresEvenArgCount",
		"apache/flink release-1.20.4 and release-2.2.1-rc2 flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/functions/sql/FlinkSqlOperatorTable.java (TO_TIMESTAMP, TO_DATE, DATE_FORMAT, FROM_UNIXTIME, UNIX_TIMESTAMP and the string functions: the same family checkers at both tags), flink-table/flink-table-common/src/main/java/org/apache/flink/table/functions/BuiltInFunctionDefinitions.java (none of them with a runtime implementation), flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/catalog/FunctionCatalogOperatorTable.java (verifyFunctionKind); apache/calcite core/src/main/java/org/apache/calcite/sql/type/SqlTypeFamily.java (TIMESTAMP holds TIMESTAMP_WITH_LOCAL_TIME_ZONE, STRING the character and binary strings)",
		"apache/flink release-1.20.4 and release-2.2.1-rc2 flink-table/flink-table-planner/src/main/java/org/apache/calcite/sql/validate/SqlValidatorImpl.java: validateExpr (absentOverClause for a select item calling a function that requires OVER), validateValues, inferUnknownTypes, validateSelect (an INSERT's SELECT * passes the sink's row type to its VALUES); src/test/java/org/apache/flink/table/planner/plan/stream/sql/NullTypeTest.java: testValues, testValuesWithoutTypeCoercion",
		"apache/flink release-1.20.4 and release-2.2.1-rc2 flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/table/validation/AggregateValidationTest.scala: testIllegalArgumentForListAgg, testIllegalArgumentForListAgg1 (the LISTAGG messages of each release)",
	},
}

func runFL074(pass *analysis.Pass) (any, error) {
	return reportSemantic(pass, semantics.FunctionCallInvalid, func(p semantics.Problem) string { return p.Reason })
}
