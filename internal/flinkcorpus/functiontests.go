package flinkcorpus

import (
	"fmt"
	"strings"
)

// The built-in function tests: the subclasses of BuiltInFunctionTestBase
// (flink-table-planner's functions/*ITCase) describe their cases as
// TestSetSpec chains,
//
//	TestSetSpec.forFunction(BuiltInFunctionDefinitions.UPPER)
//	        .onFieldsWithData("abc", 12)
//	        .andDataTypes(DataTypes.STRING(), DataTypes.INT().notNull())
//	        .testSqlResult("UPPER(f0)", "ABC", DataTypes.STRING())
//	        .testSqlValidationError("UPPER(f1)", "Invalid function call")
//
// which the base runs as `SELECT <expression> FROM <input table>`, the
// input table holding one row of the data with the columns f0, f1, ... of
// the given data types (BuiltInFunctionTestBase.TestSetSpec.getTestCase;
// IdentityFunction keeps each column's type), or as `SELECT <expression>`
// when the spec has no data. A chain becomes one case per SQL item:
//
//   - testSqlResult, and the SQL part of testResult (resultSpec): planned;
//     testSqlRuntimeError too (the test asserts that validation and
//     planning pass: the error comes from the data at run time);
//   - testSqlValidationError: rejected, with the message the test asserts.
//
// The input table is rewritten as CREATE TEMPORARY TABLE `t` (f0 T0, ...)
// with the test connector, each DataTypes expression written as its SQL
// type; withFunction(F.class) registers F as an API function (the
// extractor's CREATE TEMPORARY SYSTEM FUNCTION of a function flinklint
// cannot type). A chain whose data types are not given (Flink derives
// them from the Java values), or not all expressible in SQL (RAW,
// structured types, a type held in a variable), is skipped with a counted
// reason. Table API items are no SQL and are left out.
//
// Source: apache/flink release-1.20.4 and release-2.2.1-rc2
// flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/functions/BuiltInFunctionTestBase.java.

// functionTestBase is the base class of the built-in function tests.
const functionTestBase = "BuiltInFunctionTestBase"

// extendsFunctionTestBase reports whether a class extends
// BuiltInFunctionTestBase, directly or through its bases.
func (x *extractor) extendsFunctionTestBase(c *class) bool {
	for d := 0; c != nil && d < 5; d++ {
		if c.extends == functionTestBase {
			return true
		}
		base, ok := x.byName[c.extends]
		if !ok || c.extends == c.name {
			return false
		}
		c = x.class(base)
	}
	return false
}

// functionItem is one SQL item of a TestSetSpec chain.
type functionItem struct {
	sql     string
	line    int
	outcome Outcome
	message string
}

// functionCases reads every TestSetSpec chain of a built-in function test
// class.
func (x *extractor) functionCases(c *class) ([]Case, []Skip) {
	var cases []Case
	var skips []Skip
	toks := c.toks
	for i := 0; i+1 < len(toks); i++ {
		if !(toks[i].isIdent("forFunction") || toks[i].isIdent("forExpression")) || !toks[i+1].is("(") || i == 0 || !toks[i-1].is(".") {
			continue
		}
		m := enclosingMethod(c, i)
		c.sc.locals = nil
		if m != nil {
			c.sc.collect(toks, m.start, m.end, false)
		}
		w := &walker{c: c, tag: x.tag}
		if m != nil {
			w.method = m.name
		}
		end := w.functionChain(i)
		cases = append(cases, w.cases...)
		skips = append(skips, w.skips...)
		i = end
	}
	c.sc.locals = nil
	return cases, skips
}

// enclosingMethod is the method whose body holds toks[i].
func enclosingMethod(c *class, i int) *method {
	for k := range c.methods {
		if m := &c.methods[k]; m.start <= i && i < m.end {
			return m
		}
	}
	return nil
}

// functionChain reads the chain starting at toks[i] (forFunction or
// forExpression) and emits its cases; it returns the index of the chain's
// last token.
func (w *walker) functionChain(i int) int {
	toks := w.c.toks
	j := matching(toks, i+1)
	var items []functionItem
	var colTypes []string
	var funcs []string
	data, typed, typesOK := false, false, true
	for j+3 < len(toks) && toks[j+1].is(".") && toks[j+2].kind == tIdent && toks[j+3].is("(") {
		name := toks[j+2].text
		args, end := argRanges(toks, j+3)
		line := toks[j+2].line
		switch name {
		case "onFieldsWithData":
			data = len(args) > 0
		case "andDataTypes":
			typed = true
			colTypes = colTypes[:0]
			for _, a := range args {
				t, ok := sqlDataType(toks, a[0], a[1])
				if !ok {
					typesOK = false
				}
				colTypes = append(colTypes, t)
			}
		case "withFunction":
			if len(args) == 1 && args[0][1]-args[0][0] == 3 && toks[args[0][0]].kind == tIdent && toks[args[0][0]+2].isIdent("class") {
				funcs = append(funcs, toks[args[0][0]].text)
			} else {
				typesOK = false
			}
		case "testSqlResult", "testSqlRuntimeError", "testSqlValidationError":
			item := functionItem{line: line, outcome: Planned}
			if name == "testSqlValidationError" {
				item.outcome = Rejected
				if len(args) > 1 {
					item.message, _ = w.evalArg(args[1])
				}
			}
			if len(args) > 0 {
				if s, ok := w.evalArg(args[0]); ok {
					item.sql = s
				}
			}
			items = append(items, item)
		case "testResult":
			items = append(items, w.resultItem(args, line))
		}
		j = end
	}
	if len(items) == 0 {
		return j
	}
	for _, it := range items {
		if it.sql == "" {
			w.skip("built-in function test: the SQL expression is not computable")
			continue
		}
		switch {
		case data && !typed:
			w.skip("built-in function test: the input types are derived from Java values (no andDataTypes)")
			continue
		case data && !typesOK:
			w.skip("built-in function test: an input type or function is not expressible in SQL")
			continue
		case !data && it.outcome == Rejected:
			// SqlErrorTestItem reads FROM the input table, which a spec
			// without data does not have.
			w.skip("built-in function test: a validation error without input data")
			continue
		}
		st := &state{opaque: map[string]bool{}}
		for _, f := range funcs {
			st.setup = append(st.setup, fmt.Sprintf("CREATE TEMPORARY SYSTEM FUNCTION IF NOT EXISTS `%s` AS 'flinkcorpus.ApiFunction'", f))
		}
		sql := "SELECT " + it.sql
		if data {
			cols := make([]string, len(colTypes))
			for k, t := range colTypes {
				cols[k] = fmt.Sprintf("`f%d` %s", k, t)
			}
			st.setup = append(st.setup, fmt.Sprintf("CREATE TEMPORARY TABLE `t` (\n  %s\n) WITH ('connector' = 'values')", strings.Join(cols, ",\n  ")))
			sql += " FROM `t`"
		}
		c := Case{Line: it.line, Source: "function", Outcome: it.outcome, SQL: sql, Message: it.message}
		if it.outcome == Rejected {
			c.Exception = "ValidationException"
		}
		w.emit(st, c)
	}
	return j
}

// resultItem reads testResult's SQL expressions: testResult(expr, "sql",
// result, type[, type]) or testResult(resultSpec(expr, "sql", ...), ...),
// whose expressions the base joins with "," into one SELECT.
func (w *walker) resultItem(args [][2]int, line int) functionItem {
	toks := w.c.toks
	item := functionItem{line: line, outcome: Planned}
	if len(args) >= 2 && !toks[args[0][0]].isIdent("resultSpec") {
		if s, ok := w.evalArg(args[1]); ok {
			item.sql = s
		}
		return item
	}
	var parts []string
	for _, a := range args {
		if !toks[a[0]].isIdent("resultSpec") || a[0]+1 >= a[1] || !toks[a[0]+1].is("(") {
			return item
		}
		inner, _ := argRanges(toks, a[0]+1)
		if len(inner) < 2 {
			return item
		}
		s, ok := w.evalArg(inner[1])
		if !ok {
			return item
		}
		parts = append(parts, s)
	}
	if len(parts) > 0 {
		item.sql = strings.Join(parts, ",")
	}
	return item
}

// sqlDataType writes a DataTypes expression (DataTypes.DECIMAL(10, 2),
// INT().notNull(), ARRAY(STRING()), ROW(FIELD("a", INT())), ...) as its SQL
// type; ok is false for anything else.
func sqlDataType(toks []token, from, to int) (string, bool) {
	t, next, ok := dataTypeAt(toks, from, to)
	return t, ok && next == to
}

var simpleDataTypes = map[string]string{
	"STRING": "STRING", "BOOLEAN": "BOOLEAN", "BYTES": "BYTES", "TINYINT": "TINYINT", "SMALLINT": "SMALLINT",
	"INT": "INT", "BIGINT": "BIGINT", "FLOAT": "FLOAT", "DOUBLE": "DOUBLE", "DATE": "DATE",
}

// lengthDataTypes take optional integer arguments written after the name.
var lengthDataTypes = map[string]string{
	"CHAR": "CHAR", "VARCHAR": "VARCHAR", "BINARY": "BINARY", "VARBINARY": "VARBINARY", "DECIMAL": "DECIMAL",
	"TIME": "TIME", "TIMESTAMP": "TIMESTAMP", "TIMESTAMP_LTZ": "TIMESTAMP_LTZ",
	"TIMESTAMP_WITH_LOCAL_TIME_ZONE": "TIMESTAMP_LTZ",
}

// intervalUnits are the resolutions of DataTypes.INTERVAL.
var intervalUnits = map[string]bool{"YEAR": true, "MONTH": true, "DAY": true, "HOUR": true, "MINUTE": true, "SECOND": true}

func dataTypeAt(toks []token, i, to int) (string, int, bool) {
	if i+1 < to && toks[i].isIdent("DataTypes") && toks[i+1].is(".") {
		i += 2
	}
	if i+1 >= to || toks[i].kind != tIdent || !toks[i+1].is("(") {
		return "", i, false
	}
	name := toks[i].text
	args, end := argRanges(toks, i+1)
	if end >= to {
		return "", i, false
	}
	var sql string
	switch {
	case simpleDataTypes[name] != "":
		if len(args) != 0 {
			return "", i, false
		}
		sql = simpleDataTypes[name]
	case lengthDataTypes[name] != "":
		var nums []string
		for _, a := range args {
			if a[1]-a[0] != 1 || toks[a[0]].kind != tNumber {
				return "", i, false
			}
			nums = append(nums, toks[a[0]].text)
		}
		sql = lengthDataTypes[name]
		if len(nums) > 0 {
			sql += "(" + strings.Join(nums, ", ") + ")"
		}
	case name == "ARRAY" || name == "MULTISET":
		if len(args) != 1 {
			return "", i, false
		}
		e, ok := sqlDataType(toks, args[0][0], args[0][1])
		if !ok {
			return "", i, false
		}
		sql = name + "<" + e + ">"
	case name == "MAP":
		if len(args) != 2 {
			return "", i, false
		}
		k, ok1 := sqlDataType(toks, args[0][0], args[0][1])
		v, ok2 := sqlDataType(toks, args[1][0], args[1][1])
		if !ok1 || !ok2 {
			return "", i, false
		}
		sql = "MAP<" + k + ", " + v + ">"
	case name == "ROW":
		var fields []string
		for n, a := range args {
			k := a[0]
			if k+1 < a[1] && toks[k].isIdent("DataTypes") && toks[k+1].is(".") {
				k += 2
			}
			if k+1 < a[1] && toks[k].isIdent("FIELD") && toks[k+1].is("(") {
				fa, fe := argRanges(toks, k+1)
				if fe != a[1]-1 || len(fa) != 2 || fa[0][1]-fa[0][0] != 1 || toks[fa[0][0]].kind != tString {
					return "", i, false
				}
				ft, ok := sqlDataType(toks, fa[1][0], fa[1][1])
				if !ok || strings.Contains(toks[fa[0][0]].text, "`") {
					return "", i, false
				}
				fields = append(fields, "`"+toks[fa[0][0]].text+"` "+ft)
				continue
			}
			ft, ok := sqlDataType(toks, a[0], a[1])
			if !ok {
				return "", i, false
			}
			fields = append(fields, fmt.Sprintf("`f%d` %s", n, ft))
		}
		sql = "ROW<" + strings.Join(fields, ", ") + ">"
	case name == "INTERVAL":
		var units []string
		for _, a := range args {
			k := a[0]
			if k+1 < a[1] && toks[k].isIdent("DataTypes") && toks[k+1].is(".") {
				k += 2
			}
			if k+1 >= a[1] || !intervalUnits[toks[k].text] || !toks[k+1].is("(") {
				return "", i, false
			}
			ua, ue := argRanges(toks, k+1)
			if ue != a[1]-1 {
				return "", i, false
			}
			u := toks[k].text
			if len(ua) == 1 && ua[0][1]-ua[0][0] == 1 && toks[ua[0][0]].kind == tNumber {
				u += "(" + toks[ua[0][0]].text + ")"
			} else if len(ua) != 0 {
				return "", i, false
			}
			units = append(units, u)
		}
		switch len(units) {
		case 1:
			sql = "INTERVAL " + units[0]
		case 2:
			sql = "INTERVAL " + units[0] + " TO " + units[1]
		default:
			return "", i, false
		}
	default:
		return "", i, false
	}
	j := end + 1
	for j+3 < to && toks[j].is(".") && toks[j+2].is("(") && toks[j+3].is(")") {
		switch toks[j+1].text {
		case "notNull":
			sql += " NOT NULL"
		case "nullable":
		default:
			return "", i, false
		}
		j += 4
	}
	return sql, j, true
}
