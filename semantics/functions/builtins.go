package functions

import (
	"github.com/flinklint/flinklint/semantics/types"
)

// Where the definitions live in Flink (apache/flink; see the package doc
// for the commits read):
const (
	srcBuiltIn = "flink-table/flink-table-common/src/main/java/org/apache/flink/table/functions/BuiltInFunctionDefinitions.java"
	srcOpTable = "flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/functions/sql/FlinkSqlOperatorTable.java"
	srcCalcite = "apache/calcite core/src/main/java/org/apache/calcite/sql/fun/SqlStdOperatorTable.java (through FlinkSqlOperatorTable)"
	srcWindow  = "flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/functions/sql/SqlWindowTableFunction.java"
)

// builtins returns the modelled built-in functions. Each group names its
// source; the result types are those of the group's return-type
// inference (Calcite's ReturnTypes, Flink's TypeStrategies).
func builtins() []*Function {
	var fs []*Function
	add := func(group []*Function) { fs = append(fs, group...) }
	add(mathFunctions())
	add(stringFunctions())
	add(temporalFunctions())
	add(conditionalFunctions())
	add(collectionFunctions())
	add(jsonFunctions())
	add(hashFunctions())
	add(aggregateFunctions())
	add(overFunctions())
	add(windowFunctions())
	add(syntaxFunctions())
	add(recentFunctions())
	return fs
}

// recentFunctions are the functions of BuiltInFunctionDefinitions on
// master after 2.1 (structured objects, geography, bitmaps, process table
// functions) that flinklint does not type: listed so that a job on a
// release that has them never hears they are unknown.
func recentFunctions() []*Function {
	var fs []*Function
	for _, name := range []string{"OBJECT_OF", "OBJECT_UPDATE", "ST_GEOGFROMTEXT", "ST_GEOGFROMWKB", "ST_ASTEXT",
		"ST_ASWKB", "BITMAP_AND", "BITMAP_ANDNOT", "BITMAP_BUILD", "BITMAP_CARDINALITY", "BITMAP_FROM_BYTES",
		"BITMAP_OR", "BITMAP_TO_ARRAY", "BITMAP_TO_BYTES", "BITMAP_TO_STRING", "BITMAP_XOR"} {
		fs = append(fs, fn(name, Scalar, 0, -1, srcBuiltIn, nil))
	}
	for _, name := range []string{"BITMAP_AND_AGG", "BITMAP_AND_CARDINALITY_AGG", "BITMAP_BUILD_AGG",
		"BITMAP_BUILD_CARDINALITY_AGG", "BITMAP_OR_AGG", "BITMAP_OR_CARDINALITY_AGG", "BITMAP_XOR_AGG",
		"BITMAP_XOR_CARDINALITY_AGG"} {
		fs = append(fs, fn(name, Aggregate, 0, -1, srcBuiltIn, nil))
	}
	for _, name := range []string{"TO_CHANGELOG", "FROM_CHANGELOG", "SNAPSHOT"} {
		fs = append(fs, fn(name, Scalar, 0, -1, srcBuiltIn, nil))
	}
	// The model and vector search table functions of FlinkSqlOperatorTable
	// (release-2.2.1-rc2: SqlMLPredictTableFunction, SqlMLEvaluateTableFunction,
	// SqlVectorSearchTableFunction), not typed here.
	for _, name := range []string{"ML_PREDICT", "ML_EVALUATE", "VECTOR_SEARCH"} {
		fs = append(fs, fn(name, TableFunction, 0, -1, srcOpTable, nil))
	}
	return fs
}

// syntaxFunctions are names the planner accepts in call syntax that no
// function table above types: the navigation functions of
// MATCH_RECOGNIZE (FIRST, LAST, PREV, NEXT, CLASSIFIER, FINAL, RUNNING,
// from SqlStdOperatorTable through FlinkSqlOperatorTable), the value
// constructors written as calls (ROW(...), ARRAY(...), MAP(...),
// MULTISET(...)), DESCRIPTOR of the window TVFs, and
// STREAMRECORD_TIMESTAMP. They are listed so that none is ever taken for
// an unknown function; calls of them are Opaque.
func syntaxFunctions() []*Function {
	var fs []*Function
	for _, name := range []string{"FIRST", "LAST", "PREV", "NEXT", "CLASSIFIER", "FINAL", "RUNNING",
		"ROW", "ARRAY", "MAP", "MULTISET", "DESCRIPTOR", "STREAMRECORD_TIMESTAMP"} {
		f := fn(name, Scalar, 0, -1, srcOpTable, nil)
		f.syntax = true
		fs = append(fs, f)
	}
	return fs
}

func fn(name string, kind Kind, minArgs, maxArgs int, src string, infer func(Call) Result, aliases ...string) *Function {
	return &Function{Name: name, Aliases: aliases, Kind: kind, MinArgs: minArgs, MaxArgs: maxArgs, Source: src, infer: infer}
}

func noParens(f *Function) *Function {
	f.NoParens = true
	return f
}

// mathFunctions: numeric functions. Sources: FlinkSqlOperatorTable (ABS,
// POWER, SQRT, EXP, LN, LOG10, LOG2, LOG, trigonometry, DEGREES, RADIANS,
// SIGN, ROUND, TRUNCATE, PI, E, RAND, RAND_INTEGER, UUID, BIN, HEX, MOD,
// CEIL, FLOOR); SqlStdOperatorTable for the Calcite ones it re-exports.
func mathFunctions() []*Function {
	double := typ(types.Double)
	fs := []*Function{
		fn("ABS", Scalar, 1, 1, srcCalcite, sameAs(0, ifAny)),
		fn("SIGN", Scalar, 1, 1, srcOpTable, numericSameAs("SIGN")),
		fn("MOD", Scalar, 2, 2, srcOpTable, modulo),
		fn("POWER", Scalar, 2, 2, srcOpTable, doubleMath("POWER")),
		fn("LOG", Scalar, 1, 2, srcOpTable, doubleMath("LOG")),
		fn("ROUND", Scalar, 1, 2, srcOpTable, round),
		fn("TRUNCATE", Scalar, 1, 2, srcOpTable, round),
		// CEIL(ts TO unit): the unit may be passed as a second argument.
		fn("CEIL", Scalar, 1, 2, srcOpTable, ceilFloor, "CEILING"),
		fn("FLOOR", Scalar, 1, 2, srcOpTable, ceilFloor),
		fn("PI", Scalar, 0, 0, srcOpTable, fixed(double, never)),
		fn("E", Scalar, 0, 0, srcOpTable, fixed(double, never)),
		fn("RAND", Scalar, 0, 1, srcOpTable, fixed(double, never)),
		fn("RAND_INTEGER", Scalar, 1, 2, srcOpTable, fixed(typ(types.Int), never)),
		fn("UNHEX", Scalar, 1, 1, srcBuiltIn, fixed(types.Bytes(), always)),
		fn("HASH_CODE", Scalar, 1, 1, srcOpTable, fixed(typ(types.Int), ifAny)),
		fn("UUID", Scalar, 0, 0, srcOpTable, fixed(types.CharOf(36), never)),
		fn("BIN", Scalar, 1, 1, srcOpTable, fixed(str(), ifAny)),
		fn("HEX", Scalar, 1, 1, srcOpTable, fixed(str(), ifAny)),
	}
	for _, name := range []string{"SQRT", "EXP", "LN", "LOG10", "LOG2", "SIN", "COS", "TAN", "COT",
		"ASIN", "ACOS", "ATAN", "SINH", "COSH", "TANH", "DEGREES", "RADIANS"} {
		fs = append(fs, fn(name, Scalar, 1, 1, srcOpTable, doubleMath(name)))
	}
	fs = append(fs, fn("ATAN2", Scalar, 2, 2, srcOpTable, doubleMath("ATAN2")))
	return fs
}

func numericSameAs(name string) func(Call) Result {
	return func(c Call) Result {
		if r, ok := numericArgs(name, c); !ok {
			return r
		}
		return sameAs(0, ifAny)(c)
	}
}

func modulo(c Call) Result {
	if !allKnown(c) {
		return opaque()
	}
	t, ok := types.Arithmetic(types.Modulo, c.Args[0].Type, c.Args[1].Type)
	if !ok {
		return invalidf("Cannot apply 'MOD' to arguments of type %s. Supported form(s): 'MOD(<EXACT_NUMERIC>, <EXACT_NUMERIC>)'", calciteArgs("MOD", c.Args))
	}
	return known(t)
}

// round: ROUND(DECIMAL(p, s), r) follows findRoundDecimalType for a literal
// r; other numerics keep their type.
func round(c Call) Result {
	if r, ok := numericArgs("ROUND", c); !ok {
		return r
	}
	a := c.Args[0].Type
	if !a.Known() {
		return opaque()
	}
	if a.Kind != types.Decimal {
		return known(applyNull(a.WithAttr(types.Regular), ifAny, c.Args))
	}
	r := 0
	if len(c.Args) == 2 {
		var ok bool
		if r, ok = literalInt(c.Args[1]); !ok {
			return approx(applyNull(a, ifAny, c.Args))
		}
	}
	return known(applyNull(types.DecimalRound(a.Precision, a.Scale, r), ifAny, c.Args))
}

// ceilFloor: a numeric keeps its kind (a DECIMAL loses its scale, whose
// precision flinklint does not derive), a datetime (CEIL(ts TO HOUR), the
// unit being syntax) its type.
func ceilFloor(c Call) Result {
	a := c.Args[0].Type
	if !a.Known() {
		return opaque()
	}
	a = applyNull(a.WithAttr(types.Regular), ifAny, c.Args[:1])
	if a.Kind == types.Decimal && a.Scale > 0 {
		// DECIMAL_SCALE_0: the integral digits and one for the carry.
		return approx(types.DecimalOf(min(a.Precision-a.Scale+1, types.MaxDecimalPrecision), 0).WithNullable(a.Nullable()))
	}
	return known(a)
}

// stringFunctions. Sources: FlinkSqlOperatorTable and
// BuiltInFunctionDefinitions (the functions Flink types itself:
// SUBSTRING, REPLACE, CONCAT, REGEXP_*, SPLIT_INDEX, LPAD, ...). Where the
// VARCHAR length follows the arguments in a way not transcribed the result
// is STRING with Exact false.
func stringFunctions() []*Function {
	intT, boolT := typ(types.Int), typ(types.Boolean)
	return []*Function{
		fn("CHAR_LENGTH", Scalar, 1, 1, srcCalcite, fixed(intT, ifAny), "CHARACTER_LENGTH"),
		fn("UPPER", Scalar, 1, 1, srcCalcite, sameAs(0, ifAny), "UCASE"),
		fn("LOWER", Scalar, 1, 1, srcCalcite, sameAs(0, ifAny), "LCASE"),
		fn("INITCAP", Scalar, 1, 1, srcCalcite, sameAs(0, ifAny)),
		fn("POSITION", Scalar, 2, 3, srcCalcite, fixed(intT, ifAny)),
		fn("LOCATE", Scalar, 2, 3, srcOpTable, fixed(intT, ifAny)),
		fn("INSTR", Scalar, 2, 4, srcOpTable, fixed(intT, ifAny)),
		fn("ASCII", Scalar, 1, 1, srcOpTable, fixed(intT, ifAny)),
		fn("CHR", Scalar, 1, 1, srcOpTable, fixed(str(), always)),
		fn("TRIM", Scalar, 1, 3, srcCalcite, fixedApprox(str(), ifAny)),
		fn("LTRIM", Scalar, 1, 2, srcOpTable, varyingFirst(ifAny)),
		fn("RTRIM", Scalar, 1, 2, srcOpTable, varyingFirst(ifAny)),
		fn("BTRIM", Scalar, 1, 2, srcBuiltIn, fixed(str(), ifAny)),
		fn("SUBSTRING", Scalar, 2, 3, srcOpTable, varyingFirst(always), "SUBSTR"),
		fn("LEFT", Scalar, 2, 2, srcOpTable, varyingFirst(always)),
		fn("RIGHT", Scalar, 2, 2, srcOpTable, varyingFirst(always)),
		fn("OVERLAY", Scalar, 3, 4, srcCalcite, fixedApprox(str(), ifAny)),
		fn("REPLACE", Scalar, 3, 3, srcOpTable, fixed(str(), ifAny)),
		fn("TRANSLATE", Scalar, 3, 3, srcBuiltIn, fixed(str(), ifAny)),
		fn("REPEAT", Scalar, 2, 2, srcOpTable, fixed(str(), ifAny)),
		fn("REVERSE", Scalar, 1, 1, srcOpTable, fixed(str(), always)),
		fn("LPAD", Scalar, 3, 3, srcOpTable, fixed(str(), ifAny)),
		fn("RPAD", Scalar, 3, 3, srcOpTable, fixed(str(), ifAny)),
		fn("CONCAT", Scalar, 1, -1, srcOpTable, fixed(str(), ifAny)),
		fn("CONCAT_WS", Scalar, 1, -1, srcOpTable, fixed(str(), ifAny)),
		fn("ELT", Scalar, 2, -1, srcBuiltIn, fixedApprox(str(), always)),
		fn("REGEXP_REPLACE", Scalar, 3, 3, srcOpTable, fixed(str(), ifAny)),
		fn("REGEXP_EXTRACT", Scalar, 2, 3, srcOpTable, fixed(str(), always)),
		fn("REGEXP_EXTRACT_ALL", Scalar, 2, 3, srcBuiltIn, fixed(types.ArrayOf(str()), always)),
		fn("REGEXP_SUBSTR", Scalar, 2, 2, srcBuiltIn, fixed(str(), always)),
		fn("REGEXP_INSTR", Scalar, 2, 2, srcBuiltIn, fixed(intT, always)),
		fn("REGEXP_COUNT", Scalar, 2, 2, srcBuiltIn, fixed(intT, always)),
		fn("REGEXP", Scalar, 2, 2, srcOpTable, fixed(boolT, ifAny)),
		fn("SPLIT_INDEX", Scalar, 3, 3, srcOpTable, fixed(str(), always)),
		fn("SPLIT", Scalar, 2, 2, srcBuiltIn, fixed(types.ArrayOf(str()), ifAny)),
		fn("STR_TO_MAP", Scalar, 1, 3, srcOpTable, fixedApprox(types.MapOf(str(), str()), ifAny)),
		fn("PARSE_URL", Scalar, 2, 3, srcOpTable, fixed(str(), always)),
		fn("URL_DECODE", Scalar, 1, 1, srcBuiltIn, fixed(str(), always)),
		fn("URL_ENCODE", Scalar, 1, 1, srcBuiltIn, fixed(str(), always)),
		fn("FROM_BASE64", Scalar, 1, 1, srcOpTable, fixed(str(), ifAny)),
		fn("TO_BASE64", Scalar, 1, 1, srcOpTable, fixed(str(), ifAny)),
		fn("DECODE", Scalar, 2, 2, srcOpTable, fixed(str(), always)),
		fn("ENCODE", Scalar, 2, 2, srcOpTable, fixedApprox(types.BinaryOf(1), always)),
		fn("PRINTF", Scalar, 1, -1, srcBuiltIn, fixed(str(), always)),
		fn("PRINT", Scalar, 2, 2, srcOpTable, sameAs(1, ifAny)),
		fn("INET_ATON", Scalar, 1, 1, srcBuiltIn, fixed(typ(types.BigInt), always)),
		fn("INET_NTOA", Scalar, 1, 1, srcBuiltIn, fixed(str(), always)),
		fn("IS_VALID_UTF8", Scalar, 1, 1, srcBuiltIn, fixed(boolT, ifAny)),
		fn("MAKE_VALID_UTF8", Scalar, 1, 1, srcBuiltIn, fixed(str(), ifAny)),
		fn("STARTSWITH", Scalar, 2, 2, srcBuiltIn, fixed(boolT, ifAny)),
		fn("ENDSWITH", Scalar, 2, 2, srcBuiltIn, fixed(boolT, ifAny)),
		fn("IS_ALPHA", Scalar, 1, 1, srcOpTable, fixed(boolT, never)),
		fn("IS_DECIMAL", Scalar, 1, 1, srcOpTable, fixed(boolT, never)),
		fn("IS_DIGIT", Scalar, 1, 1, srcOpTable, fixed(boolT, never)),
		fn("TYPEOF", Scalar, 1, 2, srcBuiltIn, fixed(str(), always)),
		fn("CURRENT_DATABASE", Scalar, 0, 0, srcOpTable, fixed(str(), never)),
	}
}

// temporalFunctions. Sources: FlinkSqlOperatorTable (CURRENT_*, LOCAL*,
// NOW, UNIX_TIMESTAMP, FROM_UNIXTIME, TO_TIMESTAMP, TO_DATE, DATE_FORMAT,
// CONVERT_TZ, TIMESTAMPADD/DIFF via Calcite); BuiltInFunctionDefinitions
// for TO_TIMESTAMP_LTZ (2.0 moved it there; TIMESTAMP_LTZ(3) both) and
// CURRENT_WATERMARK; docs/content/docs/dev/table/functions/systemFunctions.md.
func temporalFunctions() []*Function {
	ltz3, ts3 := types.TimestampLTZOf(3), types.TimestampOf(3)
	bigint := typ(types.BigInt)
	fs := []*Function{
		noParens(fn("CURRENT_DATE", Scalar, 0, 0, srcOpTable, fixed(typ(types.Date), never))),
		noParens(fn("CURRENT_TIME", Scalar, 0, 0, srcOpTable, fixed(types.TimeOf(0), never))),
		noParens(fn("LOCALTIME", Scalar, 0, 0, srcOpTable, fixed(types.TimeOf(0), never))),
		noParens(fn("CURRENT_TIMESTAMP", Scalar, 0, 0, srcOpTable, fixed(ltz3, never))),
		noParens(fn("LOCALTIMESTAMP", Scalar, 0, 0, srcOpTable, fixed(ts3, never))),
		fn("NOW", Scalar, 0, 0, srcOpTable, fixed(ltz3, never)),
		fn("CURRENT_ROW_TIMESTAMP", Scalar, 0, 0, srcOpTable, fixed(ltz3, never)),
		fn("PROCTIME", Scalar, 0, 0, srcOpTable, fixed(ltz3.WithAttr(types.Proctime), never)),
		fn("UNIX_TIMESTAMP", Scalar, 0, 2, srcOpTable, fixed(bigint, ifAny)),
		fn("FROM_UNIXTIME", Scalar, 1, 2, srcOpTable, fixed(str(), always)),
		fn("TO_TIMESTAMP", Scalar, 1, 2, srcOpTable, fixed(ts3, always)),
		fn("TO_TIMESTAMP_LTZ", Scalar, 1, 3, srcOpTable, fixed(ltz3, always)),
		fn("TO_DATE", Scalar, 1, 2, srcOpTable, fixed(typ(types.Date), always)),
		fn("DATE_FORMAT", Scalar, 2, 2, srcOpTable, fixed(str(), always)),
		fn("CONVERT_TZ", Scalar, 3, 3, srcOpTable, fixed(str(), always)),
		fn("SOURCE_WATERMARK", Scalar, 0, 0, srcBuiltIn, nil),
		fn("PROCTIME_MATERIALIZE", Scalar, 1, 1, srcOpTable, fixed(ltz3, always)),
		fn("MATCH_ROWTIME", Scalar, 0, 1, srcOpTable, matchRowtime),
		fn("MATCH_PROCTIME", Scalar, 0, 0, srcOpTable, fixed(ltz3.WithAttr(types.Proctime), never)),
		// The time unit of TIMESTAMPADD, TIMESTAMPDIFF and EXTRACT is
		// syntax: a caller may pass it as an argument (of any type) or not.
		fn("TIMESTAMPADD", Scalar, 2, 3, srcCalcite, lastArg),
		fn("TIMESTAMPDIFF", Scalar, 2, 3, srcCalcite, func(c Call) Result {
			return known(applyNull(typ(types.Int), ifAny, c.Args[len(c.Args)-2:]))
		}),
		fn("EXTRACT", Scalar, 1, 2, srcCalcite, func(c Call) Result {
			return known(applyNull(bigint, ifAny, c.Args[len(c.Args)-1:]))
		}),
		fn("CURRENT_WATERMARK", Scalar, 1, 1, srcBuiltIn, currentWatermark),
	}
	for _, name := range []string{"YEAR", "QUARTER", "MONTH", "WEEK", "DAYOFYEAR", "DAYOFMONTH", "DAYOFWEEK", "HOUR", "MINUTE", "SECOND"} {
		fs = append(fs, fn(name, Scalar, 1, 1, srcCalcite, fixed(bigint, ifAny)))
	}
	return fs
}

// matchRowtime: MATCH_ROWTIME(field) takes a rowtime attribute and keeps
// it; without an argument its type is the input's rowtime, which the
// resolver knows and this package does not. Source: flink-table-planner
// .../functions/sql/MatchRowTimeFunction.java (the message prints the
// argument's type as Calcite does).
func matchRowtime(c Call) Result {
	if len(c.Args) == 0 || !c.Args[0].Type.Known() {
		return opaque()
	}
	a := c.Args[0].Type
	if a.Attr != types.Rowtime {
		return invalidf("The function MATCH_ROWTIME requires argument to be a row time attribute type, but is '%s'.", a.CalciteString())
	}
	return known(a)
}

// lastArg types TIMESTAMPADD from its datetime (the last argument): a
// TIMESTAMP or TIMESTAMP_LTZ keeps its kind, though a sub-millisecond unit
// may raise its precision (Exact false); a DATE or TIME may become a
// TIMESTAMP depending on the unit, which this package does not see
// (Opaque). Source: Calcite's SqlTimestampAddFunction.deduceType.
func lastArg(c Call) Result {
	a := c.Args[len(c.Args)-1].Type
	if !a.Known() || a.Kind != types.Timestamp && a.Kind != types.TimestampLTZ {
		return opaque()
	}
	return approx(applyNull(a.WithAttr(types.Regular), ifAny, c.Args[len(c.Args)-2:]))
}

// currentWatermark: the argument must be a rowtime attribute; the result
// is its type without the marker, nullable (no watermark yet).
// Source: flink-table-common .../types/inference/strategies/
// CurrentWatermarkInputTypeStrategy.java and its test.
func currentWatermark(c Call) Result {
	a := c.Args[0].Type
	if !a.Known() {
		return opaque()
	}
	if a.Kind != types.Timestamp && a.Kind != types.TimestampLTZ {
		return invalidf("CURRENT_WATERMARK() must be called with a single rowtime attribute argument, but '%s' cannot be a time attribute.", a)
	}
	if a.Attr != types.Rowtime {
		return invalidf("The argument of CURRENT_WATERMARK() must be a rowtime attribute, but was '%s'.", a)
	}
	return known(a.WithAttr(types.Regular).WithNullable(true))
}

// conditionalFunctions. Sources: BuiltInFunctionDefinitions (COALESCE:
// nullableIfAllArgs(COMMON); IF_NULL; NULLIF; GREATEST and LEAST: COMMON
// nullable if any), FlinkSqlOperatorTable (IF).
func conditionalFunctions() []*Function {
	return []*Function{
		fn("COALESCE", Scalar, 1, -1, srcBuiltIn, common("COALESCE", ifAll)),
		fn("IFNULL", Scalar, 2, 2, srcBuiltIn, common("IFNULL", ifAll)),
		fn("NULLIF", Scalar, 2, 2, srcCalcite, sameAs(0, always)),
		fn("IF", Scalar, 3, 3, srcOpTable, ifFunction),
		fn("TRY_CAST", Scalar, 2, 2, srcOpTable, nil),
		fn("GREATEST", Scalar, 1, -1, srcOpTable, common("GREATEST", ifAny)),
		fn("LEAST", Scalar, 1, -1, srcOpTable, common("LEAST", ifAny)),
	}
}

// ifFunction: IF(cond, a, b) takes a BOOLEAN and two operands of one
// family (numeric, character or binary string, boolean, DATE, TIME,
// TIMESTAMP); numerics give their common type, others the type of a
// (FlinkReturnTypes.NUMERIC_FROM_ARG1_DEFAULT1_NULLABLE), nullable when
// any operand is.
func ifFunction(c Call) Result {
	if !allKnown(c) {
		return opaque()
	}
	cond, a, b := c.Args[0].Type, c.Args[1].Type, c.Args[2].Type
	if cond.Kind == types.Null || a.Kind == types.Null || b.Kind == types.Null {
		return opaque()
	}
	if cond.Kind != types.Boolean || !sameIfFamily(a, b) {
		return invalidf("Cannot apply 'IF' to arguments of type %s", calciteArgs("IF", c.Args))
	}
	t := a
	if a.Is(types.Numeric) {
		var ok bool
		if t, ok = types.LeastRestrictive(a, b); !ok || !t.Known() {
			return opaque()
		}
	}
	return known(applyNull(t.WithAttr(types.Regular), ifAny, c.Args))
}

// sameIfFamily: the operand families IF accepts for its two branches.
func sameIfFamily(a, b types.Type) bool {
	for _, f := range []types.Family{types.Numeric, types.CharacterString | types.BinaryString, types.TimeFamily, types.TimestampFamily} {
		if a.Is(f) && b.Is(f) {
			return true
		}
	}
	return a.Kind == b.Kind && (a.Kind == types.Boolean || a.Kind == types.Date)
}

// collectionFunctions. Sources: FlinkSqlOperatorTable (CARDINALITY,
// ELEMENT) and BuiltInFunctionDefinitions (ARRAY_* and MAP_* functions,
// 1.18 on).
func collectionFunctions() []*Function {
	intT, boolT := typ(types.Int), typ(types.Boolean)
	return []*Function{
		fn("CARDINALITY", Scalar, 1, 1, srcCalcite, fixed(intT, ifAny)),
		fn("ELEMENT", Scalar, 1, 1, srcCalcite, elementOf(0)),
		fn("ARRAY_CONTAINS", Scalar, 2, 2, srcBuiltIn, fixed(boolT, ifAny)),
		fn("ARRAY_APPEND", Scalar, 2, 2, srcBuiltIn, nil),
		fn("ARRAY_PREPEND", Scalar, 2, 2, srcBuiltIn, nil),
		fn("ARRAY_POSITION", Scalar, 2, 2, srcBuiltIn, fixed(intT, ifAny)),
		fn("ARRAY_DISTINCT", Scalar, 1, 1, srcBuiltIn, sameAs(0, ifAny)),
		fn("ARRAY_REMOVE", Scalar, 2, 2, srcBuiltIn, func(c Call) Result { return sameAs(0, ifAny)(Call{Args: c.Args[:1]}) }),
		fn("ARRAY_REVERSE", Scalar, 1, 1, srcBuiltIn, sameAs(0, ifAny)),
		fn("ARRAY_SLICE", Scalar, 2, 3, srcBuiltIn, sameAs(0, ifAny)),
		fn("ARRAY_SORT", Scalar, 1, 3, srcBuiltIn, sameAs(0, ifAny)),
		fn("ARRAY_UNION", Scalar, 2, 2, srcBuiltIn, common("ARRAY_UNION", ifAny)),
		fn("ARRAY_CONCAT", Scalar, 1, -1, srcBuiltIn, common("ARRAY_CONCAT", ifAny)),
		fn("ARRAY_EXCEPT", Scalar, 2, 2, srcBuiltIn, sameAs(0, ifAny)),
		fn("ARRAY_INTERSECT", Scalar, 2, 2, srcBuiltIn, sameAs(0, ifAny)),
		fn("ARRAY_MAX", Scalar, 1, 1, srcBuiltIn, elementOf(0)),
		fn("ARRAY_MIN", Scalar, 1, 1, srcBuiltIn, elementOf(0)),
		fn("ARRAY_JOIN", Scalar, 2, 3, srcBuiltIn, fixed(str(), always)),
		fn("MAP_KEYS", Scalar, 1, 1, srcBuiltIn, mapPart(true)),
		fn("MAP_VALUES", Scalar, 1, 1, srcBuiltIn, mapPart(false)),
		fn("MAP_ENTRIES", Scalar, 1, 1, srcBuiltIn, nil),
		fn("MAP_FROM_ARRAYS", Scalar, 2, 2, srcBuiltIn, nil),
		fn("MAP_UNION", Scalar, 1, -1, srcBuiltIn, common("MAP_UNION", ifAny)),
	}
}

// elementOf returns the element type of the array argument, nullable.
func elementOf(i int) func(Call) Result {
	return func(c Call) Result {
		a := c.Args[i].Type
		if !a.Known() || a.Elem() == nil {
			return opaque()
		}
		return known(a.Elem().WithNullable(true))
	}
}

func mapPart(keys bool) func(Call) Result {
	return func(c Call) Result {
		m := c.Args[0].Type
		if !m.Known() || m.Kind != types.Map {
			return opaque()
		}
		part := *m.Value()
		if keys {
			part = *m.Elem()
		}
		return known(types.ArrayOf(part).WithNullable(m.Nullable()))
	}
}

// jsonFunctions. Sources: BuiltInFunctionDefinitions (JSON_EXISTS,
// JSON_VALUE, JSON_QUERY, JSON_STRING, JSON_OBJECT, JSON_ARRAY,
// JSON_OBJECTAGG, JSON_ARRAYAGG, JSON_QUOTE, JSON_UNQUOTE); IS JSON is a
// predicate of the syntax (BOOLEAN NOT NULL).
func jsonFunctions() []*Function {
	boolT := typ(types.Boolean)
	return []*Function{
		fn("JSON_EXISTS", Scalar, 2, 3, srcBuiltIn, fixed(boolT, always)),
		fn("JSON_VALUE", Scalar, 2, -1, srcBuiltIn, fixedApprox(str(), always)),
		fn("JSON_QUERY", Scalar, 2, -1, srcBuiltIn, fixedApprox(str(), always)),
		fn("JSON_STRING", Scalar, 1, 1, srcBuiltIn, fixed(str(), ifAny)),
		fn("JSON_OBJECT", Scalar, 0, -1, srcBuiltIn, fixed(str(), never)),
		fn("JSON_ARRAY", Scalar, 0, -1, srcBuiltIn, fixed(str(), never)),
		fn("JSON_QUOTE", Scalar, 1, 1, srcBuiltIn, fixed(str(), ifAny)),
		fn("JSON_UNQUOTE", Scalar, 1, 1, srcBuiltIn, fixed(str(), ifAny)),
		fn("JSON", Scalar, 1, 1, srcBuiltIn, fixed(str(), ifAny)),
		fn("JSON_LENGTH", Scalar, 1, 2, srcBuiltIn, fixed(typ(types.Int), always)),
		fn("PARSE_JSON", Scalar, 1, 2, srcBuiltIn, fixed(typ(types.Variant), ifAny)),
		fn("TRY_PARSE_JSON", Scalar, 1, 2, srcBuiltIn, fixed(typ(types.Variant), always)),
		fn("JSON_OBJECTAGG", Aggregate, 2, 2, srcBuiltIn, fixed(str(), never)),
		fn("JSON_ARRAYAGG", Aggregate, 1, 1, srcBuiltIn, fixed(str(), never)),
	}
}

// hashFunctions. Source: FlinkSqlOperatorTable (MD5, SHA1, SHA2, SHA224,
// SHA256, SHA384, SHA512: a hex string).
func hashFunctions() []*Function {
	var fs []*Function
	for _, h := range []struct {
		name   string
		length int
	}{{"MD5", 32}, {"SHA1", 40}, {"SHA224", 56}, {"SHA256", 64}, {"SHA384", 96}, {"SHA512", 128}} {
		fs = append(fs, fn(h.name, Scalar, 1, 1, srcOpTable, fixed(types.CharOf(h.length), ifAny)))
	}
	return append(fs, fn("SHA2", Scalar, 2, 2, srcOpTable, fixed(types.VarCharOf(128), ifAny)))
}

// aggregateFunctions. Sources: FlinkSqlOperatorTable and Calcite's
// SqlSumAggFunction, SqlAvgAggFunction (AVG, STDDEV_*, VAR_*),
// SqlMinMaxAggFunction, SqlCountAggFunction (ReturnTypes.AGG_SUM,
// AVG_AGG_FUNCTION, ARG0_NULLABLE_IF_EMPTY, BIGINT); FlinkTypeSystem's
// deriveSumType and deriveAvgAggType (LogicalTypeMerging);
// BuiltInFunctionDefinitions for COLLECT, ARRAY_AGG, LISTAGG,
// FIRST_VALUE, LAST_VALUE.
func aggregateFunctions() []*Function {
	return []*Function{
		fn("COUNT", Aggregate, 0, -1, srcCalcite, fixed(typ(types.BigInt), never)),
		fn("APPROX_COUNT_DISTINCT", Aggregate, 1, -1, srcOpTable, fixed(typ(types.BigInt), never)),
		fn("SUM", Aggregate, 1, 1, srcCalcite, numericAgg("SUM", types.SumAggType)),
		fn("SUM0", Aggregate, 1, 1, srcCalcite, func(c Call) Result {
			r := numericAgg("SUM0", types.SumAggType)(c)
			if r.Status == Known {
				r.Type = r.Type.WithNullable(false)
			}
			return r
		}, "$SUM0"),
		fn("AVG", Aggregate, 1, 1, srcCalcite, numericAgg("AVG", types.AvgAggType)),
		fn("STDDEV_POP", Aggregate, 1, 1, srcCalcite, numericAgg("STDDEV_POP", types.AvgAggType)),
		fn("STDDEV_SAMP", Aggregate, 1, 1, srcCalcite, numericAgg("STDDEV_SAMP", types.AvgAggType), "STDDEV"),
		fn("VAR_POP", Aggregate, 1, 1, srcCalcite, numericAgg("VAR_POP", types.AvgAggType)),
		fn("VAR_SAMP", Aggregate, 1, 1, srcCalcite, numericAgg("VAR_SAMP", types.AvgAggType), "VARIANCE"),
		fn("MIN", Aggregate, 1, 1, srcCalcite, minMax),
		fn("MAX", Aggregate, 1, 1, srcCalcite, minMax),
		fn("FIRST_VALUE", Aggregate, 1, 1, srcBuiltIn, sameAs(0, always)),
		fn("LAST_VALUE", Aggregate, 1, 1, srcBuiltIn, sameAs(0, always)),
		fn("LISTAGG", Aggregate, 1, 2, srcBuiltIn, fixedApprox(str(), always)),
		fn("COLLECT", Aggregate, 1, 1, srcBuiltIn, func(c Call) Result {
			a := c.Args[0].Type
			if !a.Known() {
				return opaque()
			}
			return known(types.MultisetOf(a.WithAttr(types.Regular)).WithNullable(false))
		}),
		fn("ARRAY_AGG", Aggregate, 1, 1, srcBuiltIn, func(c Call) Result {
			a := c.Args[0].Type
			if !a.Known() {
				return opaque()
			}
			return known(types.ArrayOf(a.WithAttr(types.Regular)).WithNullable(a.Nullable()))
		}),
		fn("PERCENTILE", Aggregate, 2, 3, srcBuiltIn, nil),
		fn("SINGLE_VALUE", Aggregate, 1, 1, srcCalcite, sameAs(0, always)),
		fn("GROUPING", Aggregate, 1, -1, srcCalcite, fixed(typ(types.BigInt), never)),
		fn("GROUPING_ID", Aggregate, 1, -1, srcCalcite, fixed(typ(types.BigInt), never)),
		fn("GROUP_ID", Aggregate, 0, 0, srcCalcite, fixed(typ(types.BigInt), never)),
	}
}

// numericAgg types SUM and AVG and their kin: a numeric argument, the
// derived type, nullable without GROUP BY or with FILTER.
func numericAgg(name string, derive func(types.Type) types.Type) func(Call) Result {
	return func(c Call) Result {
		a := c.Args[0].Type
		if !a.Known() {
			return opaque()
		}
		if !a.Is(types.Numeric) {
			return invalidf("Cannot apply '%s' to arguments of type %s. Supported form(s): '%s(<NUMERIC>)'", name, calciteArgs(name, c.Args), name)
		}
		return known(aggregate(derive(a), c))
	}
}

func minMax(c Call) Result {
	a := c.Args[0].Type
	if !a.Known() {
		return opaque()
	}
	return known(aggregate(a.WithAttr(types.Regular), c))
}

// overFunctions: ranking and offset functions that need OVER. Sources:
// Calcite's SqlRankFunction (BIGINT NOT NULL; PERCENT_RANK and CUME_DIST
// DOUBLE NOT NULL), SqlNtileAggFunction, SqlLeadLagAggFunction (the
// argument's type, nullable, unified with the default when given).
func overFunctions() []*Function {
	bigint, double := typ(types.BigInt), typ(types.Double)
	return []*Function{
		fn("ROW_NUMBER", OverOnly, 0, 0, srcCalcite, fixed(bigint, never)),
		fn("RANK", OverOnly, 0, 0, srcCalcite, fixed(bigint, never)),
		fn("DENSE_RANK", OverOnly, 0, 0, srcCalcite, fixed(bigint, never)),
		fn("PERCENT_RANK", OverOnly, 0, 0, srcCalcite, fixed(double, never)),
		fn("CUME_DIST", OverOnly, 0, 0, srcCalcite, fixed(double, never)),
		fn("NTILE", OverOnly, 1, 1, srcCalcite, fixed(bigint, never)),
		fn("LAG", OverOnly, 1, 3, srcCalcite, leadLag),
		fn("LEAD", OverOnly, 1, 3, srcCalcite, leadLag),
	}
}

func leadLag(c Call) Result {
	a := c.Args[0].Type
	if !a.Known() {
		return opaque()
	}
	if len(c.Args) == 3 {
		d := c.Args[2].Type
		if !d.Known() {
			return opaque()
		}
		t, ok := types.LeastRestrictive(a, d)
		switch {
		case !ok:
			return invalidf("Could not find a common type for the value and the default of %s", signature("LAG/LEAD", c.Args))
		case !t.Known():
			return opaque()
		}
		return known(t.WithAttr(types.Regular).WithNullable(true))
	}
	return known(a.WithAttr(types.Regular).WithNullable(true))
}
