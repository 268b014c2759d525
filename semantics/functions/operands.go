package functions

import (
	"strings"

	"github.com/flinklint/flinklint/semantics/types"
)

// Operand checks of the functions Calcite's operand type checkers serve.
//
// Flink's validator runs with Calcite's implicit type coercion off
// (FlinkPlannerImpl: SqlValidator.Config.DEFAULT.withTypeCoercionEnabled(false)),
// so a family operand checker (Calcite's FamilyOperandTypeChecker) accepts
// an operand only when its SQL type name is one of the family's: SUM of a
// STRING, UPPER of an INT, SQRT of a character literal are rejected with
// Calcite's "Cannot apply 'F' to arguments of type 'F(<T>)'. Supported
// form(s): 'F(<FAMILY>)'". The operator table is chained
// FunctionCatalogOperatorTable first, then FlinkSqlOperatorTable
// (PlannerContext.getBuiltinSqlOperatorTable); none of the functions
// below has a BuiltInFunctionDefinition with a runtime implementation at
// either pinned tag, so FlinkSqlOperatorTable's (Calcite's) definition is
// the one that checks them. A call with the wrong number of operands finds
// no routine, and the validator's handleUnresolvedFunction words it
// "Invalid number of arguments to function 'f'. Was expecting N
// arguments", N the least count, f the name as written.
//
// Sources (apache/flink release-1.20.4 and release-2.2.1-rc2, Calcite
// 1.32.0 and 1.36.0, which they build with):
//   - flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/functions/sql/FlinkSqlOperatorTable.java
//   - flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/functions/sql/SqlListAggFunction.java
//   - flink-table/flink-table-planner/src/main/java/org/apache/calcite/sql/validate/SqlValidatorImpl.java (handleUnresolvedFunction)
//   - flink-table/flink-table-planner/src/main/scala/org/apache/flink/table/planner/calcite/FlinkPlannerImpl.scala (type coercion off)
//   - apache/calcite core/src/main/java/org/apache/calcite/sql/fun/SqlStdOperatorTable.java,
//     core/src/main/java/org/apache/calcite/sql/type/OperandTypes.java, SqlTypeFamily.java,
//     FamilyOperandTypeChecker.java, CompositeOperandTypeChecker.java (the forms of an OR, one a line)

// operandFamily is one of Calcite's SqlTypeFamily values as an allowed
// signature prints it.
type operandFamily string

const (
	character    operandFamily = "CHARACTER"
	numeric      operandFamily = "NUMERIC"
	exactNumeric operandFamily = "EXACT_NUMERIC"
	integer      operandFamily = "INTEGER"
	interval     operandFamily = "DATETIME_INTERVAL"
	timestamp    operandFamily = "TIMESTAMP"
	// stringFamily is SqlTypeFamily.STRING: the character and the
	// binary strings.
	stringFamily operandFamily = "STRING"
)

// has reports whether a type's SQL type name is one of the family's
// (SqlTypeFamily.getTypeNames).
func (f operandFamily) has(t types.Type) bool {
	switch f {
	case character:
		return t.Is(types.CharacterString)
	case numeric:
		return t.Is(types.Numeric)
	case exactNumeric:
		return t.Is(types.ExactNumeric)
	case integer:
		return t.Is(types.IntegerNumeric)
	case interval:
		return t.Is(types.Interval)
	case timestamp:
		// SqlTypeFamily.TIMESTAMP: TIMESTAMP and
		// TIMESTAMP_WITH_LOCAL_TIME_ZONE.
		return t.Kind == types.Timestamp || t.Kind == types.TimestampLTZ
	case stringFamily:
		return t.Is(types.CharacterString) || t.Is(types.BinaryString)
	}
	return false
}

// judgeable reports whether a check may judge an operand of the type:
// known, a predefined type whose Calcite name flinklint prints as Calcite
// does, and no time attribute (Calcite prints those otherwise). NULL is
// left alone: without coercion Calcite says "Illegal use of 'NULL'",
// another message.
func judgeable(t types.Type) bool {
	return t.Known() && t.Is(types.Predefined) && !t.Is(types.Interval) && t.Attr == types.Regular && t.Kind != types.TimestampTZ
}

// calciteOperands are the operand forms of the functions checked here, by
// the name Calcite's operator has (an alias that is an operator of its
// own, CHARACTER_LENGTH, STDDEV, VARIANCE, has its own entry). A form
// lists one family per operand; a function has several forms when its
// checker is an OR (OperandTypes.or), in the OR's order.
var calciteOperands = map[string][][]operandFamily{
	"UPPER":            {{character}},
	"LOWER":            {{character}},
	"INITCAP":          {{character}},
	"CHAR_LENGTH":      {{character}},
	"CHARACTER_LENGTH": {{character}},
	"SUM":              {{numeric}},
	"AVG":              {{numeric}},
	"STDDEV_POP":       {{numeric}},
	"STDDEV_SAMP":      {{numeric}},
	"STDDEV":           {{numeric}},
	"VAR_POP":          {{numeric}},
	"VAR_SAMP":         {{numeric}},
	"VARIANCE":         {{numeric}},
	"POWER":            {{numeric, numeric}},
	"ATAN2":            {{numeric, numeric}},
	"MOD":              {{exactNumeric, exactNumeric}},
	"ROUND":            {{numeric, integer}, {numeric}},
	"TRUNCATE":         {{numeric, integer}, {numeric}},
	"SQRT":             {{numeric}},
	"LN":               {{numeric}},
	"LOG10":            {{numeric}},
	"LOG2":             {{numeric}},
	"EXP":              {{numeric}},
	"SIN":              {{numeric}},
	"COS":              {{numeric}},
	"TAN":              {{numeric}},
	"COT":              {{numeric}},
	"ASIN":             {{numeric}},
	"ACOS":             {{numeric}},
	"ATAN":             {{numeric}},
	"SINH":             {{numeric}},
	"COSH":             {{numeric}},
	"TANH":             {{numeric}},
	"DEGREES":          {{numeric}},
	"RADIANS":          {{numeric}},
	"SIGN":             {{numeric}},
	// ABS: OperandTypes.NUMERIC_OR_INTERVAL; an interval operand is
	// never judged (judgeable), so only the NUMERIC form can fail.
	"ABS":     {{numeric}, {interval}},
	"LISTAGG": {{character}, {character, character}},
	// FlinkSqlOperatorTable's own functions whose checker is a family
	// checker (or an OR of them), the same at both pinned tags, with no
	// BuiltInFunctionDefinition of a runtime implementation at either
	// (FunctionCatalogOperatorTable.verifyFunctionKind leaves them to
	// FlinkSqlOperatorTable): TO_TIMESTAMP of a BIGINT, DATE_FORMAT of a
	// DATE, FROM_UNIXTIME of a DOUBLE are rejected.
	"ASCII":          {{character}},
	"BIN":            {{integer}},
	"CHR":            {{integer}},
	"CONVERT_TZ":     {{character, character, character}},
	"DATE_FORMAT":    {{timestamp, character}, {character, character}},
	"FROM_BASE64":    {{stringFamily}},
	"TO_BASE64":      {{stringFamily}},
	"FROM_UNIXTIME":  {{integer}, {integer, character}},
	"HEX":            {{integer}, {character}},
	"INSTR":          {{character, character}, {character, character, integer}, {character, character, integer, integer}},
	"LOCATE":         {{character, character}, {character, character, integer}},
	"LEFT":           {{character, integer}},
	"RIGHT":          {{character, integer}},
	"LPAD":           {{character, integer, character}},
	"RPAD":           {{character, integer, character}},
	"LTRIM":          {{character}, {character, character}},
	"RTRIM":          {{character}, {character, character}},
	"MD5":            {{stringFamily}},
	"SHA1":           {{stringFamily}},
	"SHA224":         {{stringFamily}},
	"SHA256":         {{stringFamily}},
	"SHA384":         {{stringFamily}},
	"SHA512":         {{stringFamily}},
	"PARSE_URL":      {{character, character}, {character, character, character}},
	"REGEXP":         {{character, character}},
	"REGEXP_EXTRACT": {{character, character, integer}, {character, character}},
	"REGEXP_REPLACE": {{character, character, character}},
	"REPLACE":        {{character, character, character}},
	"REPEAT":         {{character, integer}},
	"REVERSE":        {{character}},
	"SPLIT_INDEX":    {{character, integer, integer}, {character, character, integer}},
	"STR_TO_MAP":     {{character}, {character, character, character}},
	"TO_DATE":        {{character}, {character, character}},
	"TO_TIMESTAMP":   {{character}, {character, character}},
	"UNIX_TIMESTAMP": {{}, {character}, {character, character}},
}

// CalciteChecked reports whether the operands of a call by that name are
// checked by Calcite's operand checkers as this file models them.
func CalciteChecked(name string) bool {
	_, ok := calciteOperands[strings.ToUpper(name)]
	return ok
}

// checkCalciteOperands checks a call of a function of calciteOperands:
// its operand count, then its operand types. ok is false with the
// Invalid result when Flink rejects the call, true when the call passes
// the check or an operand cannot be judged (the function's inference
// then types what it can).
func checkCalciteOperands(name, written string, forms [][]operandFamily, c Call) (Result, bool) {
	least, most := len(forms[0]), len(forms[0])
	for _, f := range forms {
		least, most = min(least, len(f)), max(most, len(f))
	}
	if n := len(c.Args); n < least || n > most {
		return certain(invalidf("Invalid number of arguments to function '%s'. Was expecting %d arguments", written, least)), false
	}
	nulls := false
	for _, a := range c.Args {
		switch {
		case nullLiteral(a):
			nulls = true
		case !judgeable(a.Type):
			return Result{}, true
		}
	}
	for _, f := range forms {
		if len(f) == len(c.Args) && formAccepts(f, c.Args) {
			if name == "LISTAGG" && len(c.Args) == 2 && !c.Args[1].IsLiteral {
				return certain(listaggSeparator(c)), false
			}
			return Result{}, true
		}
	}
	if nulls {
		// No form accepts the call: Calcite checks it again, throwing,
		// with the first form of the call's arity, operand by operand; a
		// NULL literal reached before a mismatch is "Illegal use of
		// 'NULL'" (FamilyOperandTypeChecker without type coercion).
		if name == "LISTAGG" {
			return Result{}, true
		}
		for _, f := range forms {
			if len(f) != len(c.Args) {
				continue
			}
			for i, fam := range f {
				if nullLiteral(c.Args[i]) {
					return certain(invalid("Illegal use of 'NULL'")), false
				}
				if !fam.has(c.Args[i].Type) {
					// The signature error prints the NULL operand's type,
					// which flinklint does not word as Calcite does.
					return Result{}, true
				}
			}
		}
		return Result{}, true
	}
	return certain(invalidf("Cannot apply '%s' to arguments of type %s. Supported form(s): %s", name, calciteArgs(name, c.Args), allowedSignatures(name, forms))), false
}

// nullLiteral reports whether an argument is the literal NULL (not a
// CAST of it, which has a type).
func nullLiteral(a Arg) bool { return a.IsLiteral && a.Type.Kind == types.Null }

func formAccepts(form []operandFamily, args []Arg) bool {
	for i, f := range form {
		if !f.has(args[i].Type) {
			return false
		}
	}
	return true
}

// allowedSignatures prints the forms as Calcite's getAllowedSignatures
// does: 'F(<FAMILY>, ...)', the forms of an OR one a line.
func allowedSignatures(name string, forms [][]operandFamily) string {
	if name == "LISTAGG" {
		// SqlListAggFunction names its second form itself.
		return "'LISTAGG(<CHARACTER>)'\n'LISTAGG(<CHARACTER>, <CHARACTER_LITERAL>)'"
	}
	lines := make([]string, len(forms))
	for i, f := range forms {
		parts := make([]string, len(f))
		for j, fam := range f {
			parts[j] = "<" + string(fam) + ">"
		}
		lines[i] = "'" + name + "(" + strings.Join(parts, ", ") + ")'"
	}
	return strings.Join(lines, "\n")
}

// listaggSeparator is the rejection of LISTAGG(x, sep) whose separator is
// a character value but no literal: Calcite 1.32 (Flink 1.x) reports the
// signature, Calcite 1.36 (Flink 2.2) that the argument must be a literal;
// the Calcite of 2.0 and 2.1 is not read, so their wording is flinklint's.
func listaggSeparator(c Call) Result {
	switch {
	case c.Version == Version{} || c.Version.Major < 2:
		return invalidf("Cannot apply 'LISTAGG' to arguments of type %s. Supported form(s): %s", calciteArgs("LISTAGG", c.Args), allowedSignatures("LISTAGG", nil))
	case !c.Version.Less(Version{2, 2}):
		return invalid("Argument to function 'LISTAGG' must be a literal")
	}
	return invalid("the separator of LISTAGG must be a character literal")
}

// certain marks an Invalid result whose check and words are Flink's.
func certain(r Result) Result {
	r.Certain = true
	return r
}
