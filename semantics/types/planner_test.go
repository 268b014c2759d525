package types

import (
	"strings"
	"testing"
)

func TestWatermarkReasons(t *testing.T) {
	cases := []struct {
		col  string
		ok   bool
		tail string
	}{
		{"TIMESTAMP(3)", true, ""},
		{"TIMESTAMP(0)", true, ""},
		{"TIMESTAMP_LTZ(3) NOT NULL", true, ""},
		{"TIMESTAMP(6)", false, "but the time field type is TIMESTAMP(6)"},
		{"TIMESTAMP_LTZ(9)", false, "but the time field type is TIMESTAMP_LTZ(9)"},
		{"STRING", false, "but the time field type is STRING"},
		{"BIGINT NOT NULL", false, "but the time field type is BIGINT NOT NULL"},
		{"DATE", false, "but the time field type is DATE"},
		{"my_type", true, ""},
	}
	for _, c := range cases {
		reason, ok := WatermarkColumnReason(MustParse(c.col))
		if ok != c.ok || !strings.HasSuffix(reason, c.tail) {
			t.Errorf("WatermarkColumnReason(%s) = %q, %v", c.col, reason, ok)
		}
		if !ok && !strings.HasPrefix(reason, "Invalid data type of time field for watermark definition. The field must be of type TIMESTAMP(p) or TIMESTAMP_LTZ(p), the supported precision 'p' is from 0 to 3, ") {
			t.Errorf("reason %q", reason)
		}
	}
	reason, ok := WatermarkExpressionReason(NotNullOf(CharOf(0)))
	if ok || !strings.HasSuffix(reason, "but the watermark expression type is CHAR(0) NOT NULL") {
		t.Errorf("WatermarkExpressionReason = %q", reason)
	}
}

func TestCheckInsert(t *testing.T) {
	f := func(name, typ string) SchemaField {
		if typ == "CHAR(0) NOT NULL" {
			return SchemaField{Name: name, Type: NotNullOf(CharOf(0))}
		}
		return SchemaField{Name: name, Type: MustParse(typ)}
	}
	sink := []SchemaField{f("name", "STRING"), f("email", "STRING NOT NULL"), f("message_offset", "BIGINT")}

	// TableSinkTest.testInsertMismatchTypeForEmptyChar.
	msg, pos, ok := CheckInsert("default_catalog.default_database.my_sink",
		[]SchemaField{f("a", "INT"), f("EXPR$1", "CHAR(0) NOT NULL"), f("EXPR$2", "CHAR(0) NOT NULL")}, sink)
	want := "Column types of query result and sink for 'default_catalog.default_database.my_sink' do not match.\n" +
		"Cause: Incompatible types for sink column 'name' at position 0.\n\n" +
		"Query schema: [a: INT, EXPR$1: CHAR(0) NOT NULL, EXPR$2: CHAR(0) NOT NULL]\n" +
		"Sink schema:  [name: STRING, email: STRING, message_offset: BIGINT]"
	if ok || pos != 0 || msg != want {
		t.Errorf("CheckInsert = %q, %d, %v\nwant %q", msg, pos, ok, want)
	}

	_, pos, ok = CheckInsert("t", []SchemaField{f("a", "STRING"), f("b", "STRING"), f("c", "DOUBLE")}, sink)
	if ok || pos != 2 {
		t.Errorf("DOUBLE into BIGINT: %d, %v", pos, ok)
	}
	msg, pos, ok = CheckInsert("t", []SchemaField{f("a", "STRING")}, sink)
	if ok || pos != -1 || !strings.Contains(msg, "Cause: Different number of columns.") {
		t.Errorf("count mismatch: %q, %d, %v", msg, pos, ok)
	}
	if _, _, ok := CheckInsert("t", []SchemaField{f("a", "CHAR(3) NOT NULL"), f("b", "STRING"), f("c", "INT NOT NULL")}, sink); !ok {
		t.Errorf("a valid INSERT is rejected")
	}
	if _, _, ok := CheckInsert("t", []SchemaField{f("a", "x.y"), f("b", "STRING"), f("c", "INT")}, sink); !ok {
		t.Errorf("an unknown type is rejected")
	}
}

func TestJoinKeyReason(t *testing.T) {
	cases := []struct {
		left, right string
		want        string // "" when Flink plans it
	}{
		{"STRING", "INT", "implicit type conversion between VARCHAR(2147483647) and INTEGER is not supported on join's condition now"},
		{"INT NOT NULL", "VARCHAR(1)", "implicit type conversion between INTEGER and VARCHAR(1) is not supported on join's condition now"},
		{"DATE", "VARCHAR(1)", "implicit type conversion between DATE and VARCHAR(1) is not supported on join's condition now"},
		{"TIME(0)", "VARCHAR(1)", "implicit type conversion between TIME(0) and VARCHAR(1) is not supported on join's condition now"},
		{"BOOLEAN", "INT", "implicit type conversion between BOOLEAN and INTEGER is not supported on join's condition now"},
		{"INT", "BIGINT", ""},
		{"INT", "DECIMAL(10, 2)", ""},
		{"STRING", "CHAR(3)", ""},
		{"TIMESTAMP(3)", "TIMESTAMP_LTZ(3)", ""},
		{"DATE", "TIMESTAMP(3)", ""},
		{"INT", "INT NOT NULL", ""},
		{"ARRAY<INT>", "INT", ""},
		{"my_type", "INT", ""},
		{"NULL", "INT", ""},
	}
	for _, c := range cases {
		reason, ok := JoinKeyReason(MustParse(c.left), MustParse(c.right))
		if ok != (c.want == "") || reason != c.want {
			t.Errorf("JoinKeyReason(%s, %s) = %q, %v; want %q", c.left, c.right, reason, ok, c.want)
		}
	}
}
