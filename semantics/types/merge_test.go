package types

import (
	"testing"
)

func TestCommonType(t *testing.T) {
	cases := []struct {
		in   []string
		want string // "" when there is no common type
	}{
		{[]string{"INT", "BIGINT", "DECIMAL(2, 2)"}, "DECIMAL(21, 2)"},
		{[]string{"INT", "INT"}, "INT"},
		{[]string{"INT NOT NULL", "INT NOT NULL"}, "INT NOT NULL"},
		{[]string{"INT NOT NULL", "INT"}, "INT"},
		{[]string{"TINYINT", "SMALLINT"}, "SMALLINT"},
		{[]string{"BIGINT NOT NULL", "INT NOT NULL"}, "BIGINT NOT NULL"},
		{[]string{"DECIMAL(5, 2)", "INT"}, "DECIMAL(12, 2)"},
		{[]string{"DECIMAL(10, 2)", "DECIMAL(5, 4)"}, "DECIMAL(12, 4)"},
		{[]string{"DECIMAL(38, 10)", "DECIMAL(38, 0)"}, "DECIMAL(38, 0)"},
		{[]string{"INT", "DOUBLE"}, "DOUBLE"},
		{[]string{"INT", "FLOAT"}, "FLOAT"},
		{[]string{"FLOAT", "INT"}, "FLOAT"},
		{[]string{"FLOAT", "DOUBLE"}, "DOUBLE"},
		{[]string{"DECIMAL(10, 2)", "DOUBLE"}, "DOUBLE"},
		{[]string{"DOUBLE", "DECIMAL(10, 2)"}, "DOUBLE"},
		{[]string{"FLOAT", "DECIMAL(10, 2)"}, "DOUBLE"},
		{[]string{"DECIMAL(10, 2)", "FLOAT"}, "FLOAT"},
		{[]string{"CHAR(3)", "CHAR(5)"}, "VARCHAR(5)"},
		{[]string{"CHAR(3) NOT NULL", "CHAR(3) NOT NULL"}, "CHAR(3) NOT NULL"},
		{[]string{"CHAR(3)", "VARCHAR(5)"}, "VARCHAR(5)"},
		{[]string{"VARCHAR(5)", "CHAR(3)"}, "VARCHAR(5)"},
		{[]string{"CHAR(5) NOT NULL", "STRING"}, "STRING"},
		{[]string{"CHAR(3) NOT NULL", "CHAR(1) NOT NULL", "CHAR(7) NOT NULL"}, "VARCHAR(7) NOT NULL"},
		{[]string{"BINARY(2)", "BINARY(4)"}, "VARBINARY(4)"},
		{[]string{"BINARY(2)", "BYTES"}, "BYTES"},
		{[]string{"BOOLEAN", "BOOLEAN NOT NULL"}, "BOOLEAN"},
		{[]string{"DATE", "DATE NOT NULL"}, "DATE"},
		{[]string{"TIME(0)", "TIME(3)"}, "TIME(0)"}, // DDL: TIME(3) is TIME(0)
		{[]string{"TIMESTAMP(3)", "TIMESTAMP(6)"}, "TIMESTAMP(6)"},
		{[]string{"TIMESTAMP(3)", "TIMESTAMP_LTZ(3)"}, "TIMESTAMP_LTZ(3)"},
		{[]string{"TIMESTAMP_LTZ(6)", "TIMESTAMP(3)"}, "TIMESTAMP_LTZ(6)"},
		{[]string{"TIMESTAMP(3) WITH TIME ZONE", "TIMESTAMP_LTZ(3)"}, "TIMESTAMP(3) WITH TIME ZONE"},
		{[]string{"DATE", "TIMESTAMP(3)"}, "DATE"},
		{[]string{"DATE", "INTERVAL DAY"}, "DATE"},
		{[]string{"INTERVAL DAY", "TIMESTAMP(3)"}, "TIMESTAMP(3)"},
		{[]string{"TIMESTAMP(3)", "INT"}, "TIMESTAMP(3)"},
		{[]string{"INT", "DATE"}, "DATE"},
		{[]string{"TIME(0)", "INT"}, ""},
		{[]string{"INTERVAL YEAR", "INTERVAL MONTH"}, "INTERVAL YEAR(2) TO MONTH"},
		{[]string{"INTERVAL HOUR", "INTERVAL MINUTE"}, "INTERVAL HOUR TO MINUTE"},
		{[]string{"INTERVAL DAY(3)", "INTERVAL SECOND(3)"}, "INTERVAL DAY(3) TO SECOND(6)"},
		{[]string{"INTERVAL MONTH", "INTERVAL SECOND(3)"}, ""},
		{[]string{"NULL", "INT"}, "INT"},
		{[]string{"INT NOT NULL", "NULL"}, "INT"},
		{[]string{"NULL"}, ""},
		{[]string{"NULL", "NULL"}, ""},
		{[]string{"INT", "STRING"}, ""},
		{[]string{"STRING", "INT"}, ""},
		{[]string{"BOOLEAN", "INT"}, ""},
		{[]string{"STRING", "BYTES"}, ""},
		{[]string{"DATE", "TIME(0)"}, ""},
		{[]string{"ARRAY<INT>", "ARRAY<BIGINT>"}, "ARRAY<BIGINT>"},
		{[]string{"ARRAY<INT NOT NULL>", "ARRAY<INT NOT NULL>"}, "ARRAY<INT NOT NULL>"},
		{[]string{"ARRAY<INT>", "ARRAY<STRING>"}, ""},
		{[]string{"ARRAY<INT>", "INT"}, ""},
		{[]string{"INT", "ARRAY<INT>"}, ""},
		{[]string{"ARRAY<INT>", "MULTISET<INT>"}, ""},
		{[]string{"MULTISET<INT>", "MULTISET<DOUBLE>"}, "MULTISET<DOUBLE>"},
		{[]string{"MAP<STRING, INT>", "MAP<CHAR(1), BIGINT>"}, "MAP<STRING, BIGINT>"},
		{[]string{"ROW<a INT, b STRING>", "ROW<x BIGINT, y CHAR(2)>"}, "ROW<`a` BIGINT, `b` STRING>"},
		{[]string{"ROW<a INT>", "ROW<a INT, b INT>"}, ""},
		{[]string{"NULL", "ARRAY<INT>"}, "ARRAY<INT>"},
		{[]string{"RAW('a.B', 'x')", "RAW('a.B', 'x')"}, "RAW('a.B', '...')"},
		{[]string{"RAW('a.B', 'x')", "RAW('a.C', 'x')"}, ""},
		{[]string{"RAW('a.B', 'x')", "INT"}, ""},
	}
	for _, c := range cases {
		ts := make([]Type, len(c.in))
		for i, s := range c.in {
			ts[i] = MustParse(s)
		}
		got, ok := CommonType(ts...)
		switch {
		case c.want == "" && ok:
			t.Errorf("CommonType(%v) = %s, want none", c.in, got)
		case c.want != "" && !ok:
			t.Errorf("CommonType(%v): none, want %s", c.in, c.want)
		case ok && got.String() != c.want:
			t.Errorf("CommonType(%v) = %s, want %s", c.in, got, c.want)
		}
	}
	if _, ok := CommonType(); ok {
		t.Errorf("CommonType() found a type")
	}
	if got, ok := CommonType(MustParse("INT"), MustParse("my_type")); !ok || got.Known() {
		t.Errorf("CommonType with an unknown = %s, %v", got, ok)
	}
	rt := TimestampOf(3).WithAttr(Rowtime)
	if got, _ := CommonType(rt, TimestampOf(3)); got.Attr != Rowtime {
		t.Errorf("CommonType dropped the first type's marker: %s", got)
	}
}

func TestArithmetic(t *testing.T) {
	cases := []struct {
		a    string
		op   Operator
		b    string
		want string // "" when Flink rejects the operands
	}{
		{"INT", Plus, "INT", "INT"},
		{"INT NOT NULL", Plus, "INT NOT NULL", "INT NOT NULL"},
		{"INT NOT NULL", Plus, "INT", "INT"},
		{"INT", Plus, "BIGINT", "BIGINT"},
		{"BIGINT", Minus, "INT", "BIGINT"},
		{"TINYINT", Plus, "TINYINT", "TINYINT"},
		{"SMALLINT", Multiply, "INT", "INT"},
		{"INT", Divide, "INT", "INT"},
		{"INT", Plus, "DOUBLE", "DOUBLE"},
		{"INT", Plus, "FLOAT", "FLOAT"},
		{"FLOAT", Multiply, "DOUBLE", "UNKNOWN"},
		{"DECIMAL(10, 2)", Plus, "DOUBLE", "DOUBLE"},
		{"DECIMAL(10, 2)", Plus, "FLOAT", "UNKNOWN"},
		{"DECIMAL(10, 2)", Plus, "INT", "DECIMAL(13, 2)"},
		{"DECIMAL(10, 2)", Minus, "DECIMAL(5, 4)", "DECIMAL(13, 4)"},
		{"DECIMAL(10, 2)", Multiply, "DECIMAL(5, 1)", "DECIMAL(16, 3)"},
		{"DECIMAL(10, 2)", Divide, "DECIMAL(5, 1)", "DECIMAL(17, 8)"},
		{"DECIMAL(38, 18)", Plus, "DECIMAL(38, 18)", "DECIMAL(38, 17)"},
		{"DECIMAL(38, 18)", Multiply, "DECIMAL(38, 18)", "DECIMAL(38, 6)"},
		{"DECIMAL(38, 2)", Multiply, "DECIMAL(38, 2)", "DECIMAL(38, 4)"},
		{"DECIMAL(38, 18)", Divide, "DECIMAL(38, 18)", "DECIMAL(38, 6)"},
		{"BIGINT", Divide, "DECIMAL(10, 2)", "DECIMAL(32, 11)"},
		{"DECIMAL(10, 0)", Modulo, "INT", "INT"},
		{"DECIMAL(10, 2)", Modulo, "DECIMAL(5, 1)", "DECIMAL(6, 2)"},
		{"BIGINT", Modulo, "INT", "INT"},
		{"INT", Modulo, "BIGINT", "BIGINT"},
		{"DOUBLE", Modulo, "INT", ""},
		{"STRING", Plus, "INT", ""},
		{"INT", Plus, "STRING", ""},
		{"BOOLEAN", Plus, "BOOLEAN", ""},
		{"TIMESTAMP(3)", Plus, "INTERVAL SECOND(3)", "TIMESTAMP(3)"},
		{"TIMESTAMP_LTZ(3) NOT NULL", Minus, "INTERVAL SECOND(3) NOT NULL", "TIMESTAMP_LTZ(3) NOT NULL"},
		{"INTERVAL DAY", Plus, "DATE", "UNKNOWN"},
		{"DATE", Plus, "INTERVAL SECOND(3)", "UNKNOWN"},
		{"TIME(0)", Minus, "INTERVAL SECOND(3)", "UNKNOWN"},
		{"DATE", Minus, "INTERVAL MONTH", "DATE"},
		{"INTERVAL YEAR TO MONTH NOT NULL", Plus, "DATE NOT NULL", "DATE NOT NULL"},
		{"DATE", Minus, "DATE", ""},
		{"DATE", Plus, "INT", ""},
		{"INTERVAL SECOND(3)", Plus, "INTERVAL SECOND(3)", "INTERVAL SECOND(3)"},
		{"INTERVAL SECOND(3)", Multiply, "INT", "INTERVAL SECOND(3)"},
		{"INT", Multiply, "INTERVAL MONTH", "INTERVAL MONTH"},
		{"NULL", Plus, "INT NOT NULL", "INT"},
		{"NULL", Plus, "STRING", ""},
		{"my_type", Plus, "INT", "UNKNOWN"},
	}
	for _, c := range cases {
		a, b := MustParse(c.a), MustParse(c.b)
		got, ok := Arithmetic(c.op, a, b)
		switch {
		case c.want == "" && ok:
			t.Errorf("%s %s %s = %s, want rejected", c.a, c.op, c.b, got)
		case c.want != "" && !ok:
			t.Errorf("%s %s %s rejected, want %s", c.a, c.op, c.b, c.want)
		case ok && got.String() != c.want:
			t.Errorf("%s %s %s = %s, want %s", c.a, c.op, c.b, got, c.want)
		}
	}
	rowtime := TimestampOf(3).WithAttr(Rowtime)
	if got, _ := Arithmetic(Plus, rowtime, MustParse("INTERVAL SECOND(3)")); got.IsTimeAttr() {
		t.Errorf("rowtime + interval is a time attribute: %s", got)
	}
}

func TestAggregateTypes(t *testing.T) {
	cases := []struct {
		arg, sum, avg string
	}{
		{"INT", "INT", "INT"},
		{"INT NOT NULL", "INT NOT NULL", "INT NOT NULL"},
		{"BIGINT", "BIGINT", "BIGINT"},
		{"TINYINT", "TINYINT", "TINYINT"},
		{"DOUBLE", "DOUBLE", "DOUBLE"},
		{"FLOAT", "FLOAT", "FLOAT"},
		{"DECIMAL(10, 2)", "DECIMAL(38, 2)", "DECIMAL(38, 6)"},
		{"DECIMAL(10, 2) NOT NULL", "DECIMAL(38, 2) NOT NULL", "DECIMAL(38, 6) NOT NULL"},
		{"DECIMAL(20, 8)", "DECIMAL(38, 8)", "DECIMAL(38, 8)"},
		{"DECIMAL(38, 18)", "DECIMAL(38, 18)", "DECIMAL(38, 18)"},
		{"DECIMAL(5, 0)", "DECIMAL(38, 0)", "DECIMAL(38, 6)"},
	}
	for _, c := range cases {
		arg := MustParse(c.arg)
		if got := SumAggType(arg).String(); got != c.sum {
			t.Errorf("SumAggType(%s) = %s, want %s", c.arg, got, c.sum)
		}
		if got := AvgAggType(arg).String(); got != c.avg {
			t.Errorf("AvgAggType(%s) = %s, want %s", c.arg, got, c.avg)
		}
	}
	notNull := MustParse("INT NOT NULL")
	if AggNullable(notNull, true, false).Nullable() || !AggNullable(notNull, false, false).Nullable() || !AggNullable(notNull, true, true).Nullable() {
		t.Errorf("AggNullable")
	}
	for _, c := range []struct {
		p, s, r int
		want    string
	}{
		{10, 2, 1, "DECIMAL(10, 1) NOT NULL"},
		{10, 2, 2, "DECIMAL(10, 2) NOT NULL"},
		{10, 2, 5, "DECIMAL(10, 2) NOT NULL"},
		{10, 2, 0, "DECIMAL(9, 0) NOT NULL"},
		{10, 2, -1, "DECIMAL(9, 0) NOT NULL"},
		{38, 0, -2, "DECIMAL(38, 0) NOT NULL"},
	} {
		if got := DecimalRound(c.p, c.s, c.r).String(); got != c.want {
			t.Errorf("DecimalRound(%d, %d, %d) = %s, want %s", c.p, c.s, c.r, got, c.want)
		}
	}
}

func TestLiteralType(t *testing.T) {
	cases := []struct {
		kind LiteralKind
		text string
		want string // "" when no type
	}{
		{ExactNumericLiteral, "1", "INT NOT NULL"},
		{ExactNumericLiteral, "0", "INT NOT NULL"},
		{ExactNumericLiteral, "2147483647", "INT NOT NULL"},
		{ExactNumericLiteral, "2147483648", "BIGINT NOT NULL"},
		{ExactNumericLiteral, "9223372036854775807", "BIGINT NOT NULL"},
		{ExactNumericLiteral, "9223372036854775808", ""},
		{ExactNumericLiteral, "1.5", "DECIMAL(2, 1) NOT NULL"},
		{ExactNumericLiteral, "0.5", "DECIMAL(2, 1) NOT NULL"},
		{ExactNumericLiteral, ".5", "DECIMAL(1, 1) NOT NULL"},
		{ExactNumericLiteral, "1.", "INT NOT NULL"},
		{ExactNumericLiteral, "123.450", "DECIMAL(6, 3) NOT NULL"},
		{ExactNumericLiteral, "1.2.3", ""},
		{ExactNumericLiteral, "abc", ""},
		{ApproxNumericLiteral, "1e3", "DOUBLE NOT NULL"},
		{StringLiteral, "abc", "CHAR(3) NOT NULL"},
		{StringLiteral, "", "CHAR(0) NOT NULL"},
		{StringLiteral, "ü", "CHAR(1) NOT NULL"},
		{StringLiteral, "😀", "CHAR(2) NOT NULL"},
		{BinaryLiteral, "0A0B", "BINARY(2) NOT NULL"},
		{BooleanLiteral, "TRUE", "BOOLEAN NOT NULL"},
		{UnknownLiteral, "UNKNOWN", "BOOLEAN"},
		{NullLiteral, "NULL", "NULL"},
		{DateLiteral, "2020-01-01", "DATE NOT NULL"},
		{TimeLiteral, "10:00:00", "TIME(0) NOT NULL"},
		{TimeLiteral, "10:00:00.12", "TIME(2) NOT NULL"},
		{TimestampLiteral, "2020-01-01 00:00:00", "TIMESTAMP(0) NOT NULL"},
		{TimestampLiteral, "2020-01-01 00:00:00.123", "TIMESTAMP(3) NOT NULL"},
		{TimestampLTZLiteral, "2020-01-01 00:00:00.123456", "TIMESTAMP_LTZ(6) NOT NULL"},
		{YearMonthIntervalLiteral, "1-2", "INTERVAL MONTH NOT NULL"},
		{DayTimeIntervalLiteral, "1 10:00:00", "INTERVAL SECOND(3) NOT NULL"},
	}
	for _, c := range cases {
		got, ok := LiteralType(c.kind, c.text)
		switch {
		case c.want == "" && ok:
			t.Errorf("LiteralType(%d, %q) = %s, want none", c.kind, c.text, got)
		case c.want != "" && !ok:
			t.Errorf("LiteralType(%d, %q): none, want %s", c.kind, c.text, c.want)
		case ok && got.String() != c.want:
			t.Errorf("LiteralType(%d, %q) = %s, want %s", c.kind, c.text, got, c.want)
		}
	}
}

// TestLogicalCommonTypeTestRows replays Flink's own LogicalCommonTypeTest
// (flink-table-common/src/test/java/org/apache/flink/table/types/
// LogicalCommonTypeTest.java) row by row.
func TestLogicalCommonTypeTestRows(t *testing.T) {
	ds := func(u IntervalUnit, frac int) Type {
		return Type{Kind: IntervalDayTime, Unit: u, Precision: DefaultDayPrec, Scale: frac}
	}
	ym := func(u IntervalUnit) Type { return Type{Kind: IntervalYearMonth, Unit: u, Precision: DefaultYearPrec} }
	p := MustParse
	rows := []struct {
		in   []Type
		want *Type
	}{
		{[]Type{p("INT"), p("INT")}, ptr(p("INT"))},
		{[]Type{p("INT"), p("ARRAY<INT>")}, nil},
		{[]Type{p("INT"), p("VARCHAR(23)")}, nil},
		{[]Type{p("BINARY(1)"), p("VARCHAR(23)")}, nil},
		{[]Type{p("INT NOT NULL"), p("INT NOT NULL")}, ptr(p("INT NOT NULL"))},
		{[]Type{p("INT"), p("BIGINT NOT NULL")}, ptr(p("BIGINT"))},
		{[]Type{p("NULL"), p("NULL")}, nil},
		{[]Type{p("NULL"), p("INT"), p("INT")}, ptr(p("INT"))},
		{[]Type{p("ARRAY<INT>"), p("ARRAY<INT>")}, ptr(p("ARRAY<INT>"))},
		{[]Type{p("ARRAY<BIGINT>"), p("ARRAY<INT>")}, ptr(p("ARRAY<BIGINT>"))},
		{[]Type{p("MULTISET<BIGINT>"), p("MULTISET<INT>")}, ptr(p("MULTISET<BIGINT>"))},
		{[]Type{p("MAP<BIGINT, DOUBLE>"), p("MAP<INT, DOUBLE>")}, ptr(p("MAP<BIGINT, DOUBLE>"))},
		{[]Type{p("ROW<f0 INT, f1 INT, f2 BIGINT>"), p("ROW<f0 BIGINT, f1 INT, f2 INT>")}, ptr(p("ROW<f0 BIGINT, f1 INT, f2 BIGINT>"))},
		{[]Type{p("CHAR(2)"), p("CHAR(2)")}, ptr(p("CHAR(2)"))},
		{[]Type{CharOf(0), CharOf(0)}, ptr(CharOf(0))},
		{[]Type{p("CHAR(2)"), p("CHAR(4)")}, ptr(p("VARCHAR(4)"))},
		{[]Type{p("VARCHAR(2)"), p("STRING")}, ptr(p("STRING"))},
		{[]Type{p("VARCHAR(2)"), p("CHAR(5)")}, ptr(p("VARCHAR(5)"))},
		{[]Type{p("CHAR(5)"), p("VARCHAR(2)"), p("VARCHAR(7)")}, ptr(p("VARCHAR(7)"))},
		{[]Type{p("BINARY(2)"), p("BINARY(4)")}, ptr(p("VARBINARY(4)"))},
		{[]Type{p("BINARY(5)"), p("VARBINARY(2)"), p("VARBINARY(7)")}, ptr(p("VARBINARY(7)"))},
		{[]Type{p("DOUBLE"), p("FLOAT")}, ptr(p("DOUBLE"))},
		{[]Type{p("DOUBLE"), p("DECIMAL(2, 2)")}, ptr(p("DOUBLE"))},
		{[]Type{p("INT"), p("FLOAT")}, ptr(p("FLOAT"))},
		{[]Type{p("DECIMAL(2, 2)"), p("DOUBLE"), p("FLOAT")}, ptr(p("DOUBLE"))},
		{[]Type{p("DECIMAL(2, 2)"), p("DECIMAL(5, 2)"), p("DECIMAL(7, 5)")}, ptr(p("DECIMAL(8, 5)"))},
		{[]Type{p("DECIMAL(2, 2)"), p("INT"), p("BIGINT")}, ptr(p("DECIMAL(21, 2)"))},
		{[]Type{p("DATE"), p("DATE"), p("TIME")}, nil},
		{[]Type{TimeOf(3), TimeOf(5), TimeOf(2)}, ptr(TimeOf(5))},
		{[]Type{p("TIMESTAMP(3)"), p("TIMESTAMP(5)"), p("TIMESTAMP(2)")}, ptr(p("TIMESTAMP(5)"))},
		{[]Type{p("TIMESTAMP(3)"), p("TIMESTAMP(5) WITH TIME ZONE"), p("TIMESTAMP_LTZ(2)")}, ptr(p("TIMESTAMP(5) WITH TIME ZONE"))},
		{[]Type{p("TIMESTAMP(3)"), p("TIMESTAMP_LTZ(2)")}, ptr(p("TIMESTAMP_LTZ(3)"))},
		{[]Type{ds(Day, 6), p("DATE")}, ptr(p("DATE"))},
		{[]Type{ym(Month), p("DATE")}, ptr(p("DATE"))},
		{[]Type{p("TIME"), ds(Minute, 6)}, ptr(p("TIME"))},
		{[]Type{p("DATE"), ds(Day, 6)}, ptr(p("DATE"))},
		{[]Type{p("INT"), p("DATE")}, ptr(p("DATE"))},
		{[]Type{p("TIME"), p("DECIMAL")}, nil},
		{[]Type{p("TIMESTAMP"), p("DECIMAL")}, ptr(p("TIMESTAMP"))},
		{[]Type{ds(DayToMinute, 6), ds(Second, 6)}, ptr(ds(DayToSecond, 6))},
		{[]Type{ds(Hour, 6), ds(Second, 0)}, ptr(ds(HourToSecond, 6))},
		{[]Type{ym(Month), ym(Year)}, ptr(ym(YearToMonth))},
	}
	for i, r := range rows {
		got, ok := CommonType(r.in...)
		switch {
		case r.want == nil && ok:
			t.Errorf("row %d: CommonType = %s, want none", i, got)
		case r.want != nil && !ok:
			t.Errorf("row %d: no common type, want %s", i, r.want)
		case r.want != nil && !Equal(got, *r.want):
			t.Errorf("row %d: CommonType = %s, want %s", i, got.SerializableString(), r.want.SerializableString())
		}
	}
}

func ptr(t Type) *Type { return &t }

func TestConcat(t *testing.T) {
	cases := []struct{ a, b, want string }{
		{"CHAR(2) NOT NULL", "CHAR(3) NOT NULL", "CHAR(5) NOT NULL"},
		{"CHAR(2)", "VARCHAR(3)", "VARCHAR(5)"},
		{"VARCHAR(3) NOT NULL", "CHAR(2)", "VARCHAR(5)"},
		{"STRING", "CHAR(1) NOT NULL", "STRING"},
		{"STRING NOT NULL", "STRING NOT NULL", "STRING NOT NULL"},
		{"BINARY(2)", "VARBINARY(3)", "VARBINARY(5)"},
		{"BYTES", "BINARY(1)", "BYTES"},
		{"STRING", "INT", ""},
		{"INT", "INT", ""},
		{"STRING", "BYTES", ""},
		{"my_type", "STRING", "UNKNOWN"},
		{"NULL", "STRING", "UNKNOWN"},
	}
	for _, c := range cases {
		got, ok := Concat(MustParse(c.a), MustParse(c.b))
		switch {
		case c.want == "" && ok:
			t.Errorf("%s || %s = %s, want rejected", c.a, c.b, got)
		case c.want != "" && (!ok || got.String() != c.want):
			t.Errorf("%s || %s = %s (%v), want %s", c.a, c.b, got, ok, c.want)
		}
	}
}

func TestLeastRestrictive(t *testing.T) {
	cases := []struct {
		in   []string
		want string // "" none, "UNKNOWN" when Calcite and Flink may differ
	}{
		{[]string{"INT", "INT NOT NULL"}, "INT"},
		{[]string{"INT", "BIGINT"}, "BIGINT"},
		{[]string{"INT", "DECIMAL(5, 2)"}, "DECIMAL(12, 2)"},
		{[]string{"DECIMAL(38, 10)", "DECIMAL(38, 0)"}, "UNKNOWN"},
		{[]string{"CHAR(1) NOT NULL", "CHAR(3) NOT NULL"}, "VARCHAR(3) NOT NULL"},
		{[]string{"STRING", "CHAR(3)"}, "STRING"},
		{[]string{"INT", "DOUBLE"}, "DOUBLE"},
		{[]string{"INT", "FLOAT"}, "FLOAT"},
		{[]string{"DECIMAL(10, 2)", "DOUBLE"}, "DOUBLE"},
		{[]string{"DECIMAL(10, 2)", "FLOAT"}, "UNKNOWN"},
		{[]string{"FLOAT", "DOUBLE"}, "UNKNOWN"},
		{[]string{"DATE", "TIMESTAMP(3)"}, "UNKNOWN"},
		{[]string{"TIMESTAMP(3)", "TIMESTAMP(6)"}, "TIMESTAMP(6)"},
		{[]string{"TIMESTAMP(3)", "TIMESTAMP_LTZ(3)"}, "UNKNOWN"},
		{[]string{"DATE", "INT"}, "UNKNOWN"},
		{[]string{"NULL", "INT"}, "INT"},
		{[]string{"INT", "STRING"}, ""},
		{[]string{"ARRAY<INT>", "ARRAY<BIGINT>"}, "ARRAY<BIGINT>"},
		{[]string{"ARRAY<FLOAT>", "ARRAY<DOUBLE>"}, "UNKNOWN"},
		{[]string{"ROW<a INT, b STRING>", "ROW<x BIGINT, y CHAR(2)>"}, "ROW<`a` BIGINT, `b` STRING>"},
		{[]string{"INTERVAL YEAR", "INTERVAL MONTH"}, "UNKNOWN"},
		{[]string{"BOOLEAN", "BOOLEAN NOT NULL"}, "BOOLEAN"},
		{[]string{"my_type", "INT"}, "UNKNOWN"},
	}
	for _, c := range cases {
		ts := make([]Type, len(c.in))
		for i, s := range c.in {
			ts[i] = MustParse(s)
		}
		got, ok := LeastRestrictive(ts...)
		switch {
		case c.want == "" && ok:
			t.Errorf("LeastRestrictive(%v) = %s, want none", c.in, got)
		case c.want != "" && (!ok || got.String() != c.want):
			t.Errorf("LeastRestrictive(%v) = %s (%v), want %s", c.in, got, ok, c.want)
		}
	}
}
