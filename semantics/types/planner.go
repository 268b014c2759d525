package types

import (
	"fmt"
	"strings"
)

// This file holds the planner's checks that are about types alone, with
// their messages, for the rules to quote.

// CanBeRowtime reports whether a column of this type can carry a
// watermark: TIMESTAMP(p) or TIMESTAMP_LTZ(p) with p at most 3
// (LogicalTypeChecks.canBeTimeAttributeType and the precision check of
// DefaultSchemaResolver.validateTimeColumn).
func CanBeRowtime(t Type) bool {
	return (t.Kind == Timestamp || t.Kind == TimestampLTZ) && t.Precision <= 3
}

// WatermarkColumnReason is Flink's message for a WATERMARK FOR column of a
// type that cannot be a rowtime attribute; ok is true when the type can
// (or is not Known). Source: flink-table-api-java .../catalog/
// DefaultSchemaResolver.java, validateTimeColumn (release-1.19 to 2.1).
func WatermarkColumnReason(column Type) (reason string, ok bool) {
	if !column.Known() || CanBeRowtime(column) {
		return "", true
	}
	return "Invalid data type of time field for watermark definition. The field must be of type TIMESTAMP(p) or TIMESTAMP_LTZ(p), the supported precision 'p' is from 0 to 3, but the time field type is " + column.String(), false
}

// WatermarkExpressionReason is Flink's message for a watermark expression
// whose type cannot be a rowtime (DefaultSchemaResolver
// .validateWatermarkExpression); ok is true when it can or is not Known.
func WatermarkExpressionReason(expr Type) (reason string, ok bool) {
	if !expr.Known() || CanBeRowtime(expr) {
		return "", true
	}
	return "Invalid data type of expression for watermark definition. The field must be of type TIMESTAMP(p) or TIMESTAMP_LTZ(p), the supported precision 'p' is from 0 to 3, but the watermark expression type is " + expr.String(), false
}

// SchemaField is a named column of a query or a sink, for the INSERT
// messages.
type SchemaField struct {
	Name string
	Type Type
}

// CheckInsert applies the planner's INSERT check to a query's columns and
// a sink's persisted columns (physical and persisted metadata columns, in
// order): the same number of columns, and each query column
// SupportsInsert into its sink column. It returns Flink's message
// (DynamicSinkUtils.createSchemaMismatchException) and the position of the
// first incompatible column (-1 for a count mismatch); ok is true when
// Flink accepts the columns or a type is not Known.
func CheckInsert(table string, query, sink []SchemaField) (message string, position int, ok bool) {
	if len(query) != len(sink) {
		return SchemaMismatchMessage(table, "Different number of columns.", query, sink), -1, false
	}
	for i := range sink {
		if !SupportsInsert(query[i].Type, sink[i].Type) {
			cause := fmt.Sprintf("Incompatible types for sink column '%s' at position %d.", sink[i].Name, i)
			return SchemaMismatchMessage(table, cause, query, sink), i, false
		}
	}
	return "", 0, true
}

// SchemaMismatchMessage words the planner's INSERT error: the table as
// catalog.database.table, the cause, and both schemas, the sink's types
// made nullable as the planner checks them.
func SchemaMismatchMessage(table, cause string, query, sink []SchemaField) string {
	return fmt.Sprintf("Column types of query result and sink for '%s' do not match.\nCause: %s\n\nQuery schema: %s\nSink schema:  %s",
		table, cause, schemaString(query, false), schemaString(sink, true))
}

func schemaString(fields []SchemaField, sink bool) string {
	parts := make([]string, len(fields))
	for i, f := range fields {
		t := f.Type
		if sink {
			t = SinkType(t)
		}
		parts[i] = f.Name + ": " + t.String()
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// JoinKeyReason checks an equi-join condition between two columns (a
// regular, lookup or temporal join's ON t.a = d.b): when their types
// differ the planner casts both to their common type, and when there is
// none it fails ("implicit type conversion between VARCHAR(2147483647)
// and INTEGER is not supported on join's condition now", types printed as
// Calcite prints them). Source: flink-table-planner .../plan/rules/logical/
// JoinConditionTypeCoerceRule (release-1.19 to 2.1) and its tests
// (LookupJoinTest.testJoinOnDifferentKeyTypes, JoinITCase's INT/VARCHAR,
// DATE/VARCHAR and TIME/VARCHAR cases). The common type here is
// CommonType; to stay on the safe side of Calcite's leastRestrictive,
// which the rule calls, only pairs of different families (a character
// string against a number, a datetime, a boolean or a binary string, and
// a boolean against anything else) are reported. ok is true when Flink
// plans the condition or a type is not Known.
func JoinKeyReason(left, right Type) (reason string, ok bool) {
	if !left.Known() || !right.Known() || left.Kind == Null || right.Kind == Null {
		return "", true
	}
	if _, common := CommonType(left, right); common || !differentFamilies(left, right) {
		return "", true
	}
	return "implicit type conversion between " + left.CalciteString() + " and " + right.CalciteString() + " is not supported on join's condition now", false
}

func differentFamilies(a, b Type) bool {
	group := func(t Type) int {
		switch {
		case t.Is(CharacterString):
			return 1
		case t.Is(Numeric):
			return 2
		case t.Is(Datetime):
			return 3
		case t.Kind == Boolean:
			return 4
		case t.Is(BinaryString):
			return 5
		}
		return 0
	}
	ga, gb := group(a), group(b)
	return ga != 0 && gb != 0 && ga != gb
}
