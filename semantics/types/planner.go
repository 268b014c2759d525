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
