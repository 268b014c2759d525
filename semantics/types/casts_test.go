package types

import (
	"testing"
)

// castCase is one pair of LogicalTypeCastsTest-style expectations:
// whether from casts implicitly and explicitly to to.
type castCase struct {
	from, to           string
	implicit, explicit bool
}

// TestCasts covers each class of the casting table: identity, the
// numeric ladder, strings, binary strings, booleans, datetimes,
// intervals, constructed types, RAW, NULL and nullability.
func TestCasts(t *testing.T) {
	cases := []castCase{
		// identity and parameters
		{"INT", "INT", true, true},
		{"STRING", "STRING", true, true},
		{"DECIMAL(10, 2)", "DECIMAL(10, 2)", true, true},
		{"VARCHAR(10)", "VARCHAR(5)", true, true},
		{"CHAR(10)", "CHAR(3)", true, true},
		{"DECIMAL(10, 2)", "DECIMAL(5, 0)", true, true},
		{"TIMESTAMP(9)", "TIMESTAMP(3)", true, true},
		{"TIMESTAMP(3)", "TIMESTAMP(9)", true, true},
		{"TIME(3)", "TIME(0)", true, true},
		// the integer ladder
		{"TINYINT", "SMALLINT", true, true},
		{"TINYINT", "INT", true, true},
		{"SMALLINT", "BIGINT", true, true},
		{"INT", "BIGINT", true, true},
		{"BIGINT", "INT", false, true},
		{"INT", "SMALLINT", false, true},
		{"SMALLINT", "TINYINT", false, true},
		{"INT", "DECIMAL(2, 0)", true, true},
		{"BIGINT", "DECIMAL(38, 0)", true, true},
		{"DECIMAL(10, 0)", "BIGINT", false, true},
		{"DECIMAL(10, 0)", "INT", false, true},
		{"INT", "FLOAT", true, true},
		{"BIGINT", "FLOAT", true, true},
		{"DECIMAL(10, 2)", "FLOAT", true, true},
		{"INT", "DOUBLE", true, true},
		{"DECIMAL(10, 2)", "DOUBLE", true, true},
		{"FLOAT", "DOUBLE", true, true},
		{"DOUBLE", "FLOAT", false, true},
		{"DOUBLE", "DECIMAL(10, 2)", true, true},
		{"FLOAT", "DECIMAL(10, 2)", true, true},
		{"DOUBLE", "BIGINT", false, true},
		{"FLOAT", "INT", false, true},
		// strings
		{"CHAR(3)", "VARCHAR(10)", true, true},
		{"CHAR(3)", "STRING", true, true},
		{"STRING", "CHAR(3)", false, true},
		{"VARCHAR(10)", "CHAR(10)", false, true},
		{"INT", "STRING", false, true},
		{"STRING", "INT", false, true},
		{"STRING", "BIGINT", false, true},
		{"STRING", "DECIMAL(10, 2)", false, true},
		{"STRING", "DOUBLE", false, true},
		{"DOUBLE", "STRING", false, true},
		{"BOOLEAN", "STRING", false, true},
		{"DATE", "STRING", false, true},
		{"TIMESTAMP(3)", "STRING", false, true},
		{"TIMESTAMP_LTZ(3)", "STRING", false, true},
		{"STRING", "TIMESTAMP(3)", false, true},
		{"STRING", "TIMESTAMP_LTZ(3)", false, true},
		{"STRING", "DATE", false, true},
		{"STRING", "TIME(0)", false, true},
		{"STRING", "BOOLEAN", false, true},
		{"BYTES", "STRING", false, true},
		{"BINARY(3)", "CHAR(3)", false, true},
		{"ARRAY<INT>", "STRING", false, true},
		{"MAP<STRING, INT>", "STRING", false, true},
		{"ROW<a INT>", "STRING", false, true},
		{"STRING", "ARRAY<STRING>", false, false},
		{"STRING", "ROW<a STRING>", false, false},
		{"INTERVAL SECOND(3)", "STRING", false, true},
		// binary strings
		{"BINARY(3)", "VARBINARY(10)", true, true},
		{"BINARY(3)", "BYTES", true, true},
		{"BYTES", "BINARY(3)", false, true},
		{"STRING", "BYTES", false, true},
		{"STRING", "BINARY(2)", false, true},
		{"INT", "BYTES", false, false},
		{"BYTES", "INT", false, false},
		// booleans
		{"BOOLEAN", "BOOLEAN", true, true},
		{"INT", "BOOLEAN", false, true},
		{"TINYINT", "BOOLEAN", false, true},
		{"DECIMAL(1, 0)", "BOOLEAN", false, false},
		{"DOUBLE", "BOOLEAN", false, false},
		{"BOOLEAN", "INT", false, true},
		{"BOOLEAN", "DECIMAL(1, 0)", false, true},
		{"BOOLEAN", "DOUBLE", false, true},
		{"DATE", "BOOLEAN", false, false},
		// datetimes
		{"TIMESTAMP(3)", "DATE", true, true},
		{"TIMESTAMP(3)", "TIME(0)", true, true},
		{"DATE", "TIMESTAMP(3)", false, true},
		{"TIME(0)", "TIMESTAMP(3)", false, true},
		{"TIME(0)", "DATE", false, false},
		{"DATE", "TIME(0)", false, false},
		{"TIMESTAMP_LTZ(3)", "TIMESTAMP(3)", true, true},
		{"TIMESTAMP(3)", "TIMESTAMP_LTZ(3)", true, true},
		{"TIMESTAMP_LTZ(3)", "DATE", false, true},
		{"TIMESTAMP_LTZ(3)", "TIME(0)", false, true},
		{"TIMESTAMP(3) WITH TIME ZONE", "TIMESTAMP(3)", false, true},
		{"TIMESTAMP(3)", "TIMESTAMP(3) WITH TIME ZONE", false, true},
		{"BIGINT", "TIMESTAMP(3)", false, true},
		{"INT", "TIMESTAMP_LTZ(3)", false, true},
		{"DOUBLE", "TIMESTAMP(3)", false, true},
		{"BIGINT", "DATE", false, false},
		{"TIMESTAMP(3)", "BIGINT", false, true},
		{"TIMESTAMP_LTZ(3)", "DECIMAL(20, 3)", false, true},
		{"TIMESTAMP_LTZ(3)", "DOUBLE", false, true},
		{"DATE", "BIGINT", false, false},
		{"TIME(0)", "INT", false, false},
		// intervals
		{"INTERVAL SECOND(3)", "INTERVAL SECOND(3)", true, true},
		{"INTERVAL DAY(2)", "INTERVAL SECOND(3)", true, true},
		{"INTERVAL MONTH", "INTERVAL SECOND(3)", false, false},
		{"INTERVAL SECOND(3)", "BIGINT", true, true},
		{"INTERVAL DAY TO SECOND", "BIGINT", false, false},
		{"INTERVAL YEAR", "INT", true, true},
		{"INTERVAL YEAR TO MONTH", "INT", false, false},
		{"INT", "INTERVAL MONTH", true, true},
		{"BIGINT", "INTERVAL DAY TO HOUR", false, false},
		{"DECIMAL(10, 0)", "INTERVAL SECOND", true, true},
		{"DOUBLE", "INTERVAL SECOND", false, false},
		{"STRING", "INTERVAL SECOND", false, true},
		{"INTERVAL SECOND", "DOUBLE", false, false},
		// constructed types
		{"ARRAY<INT>", "ARRAY<BIGINT>", true, true},
		{"ARRAY<BIGINT>", "ARRAY<INT>", false, true},
		{"ARRAY<INT>", "ARRAY<STRING>", false, true},
		{"ARRAY<STRING>", "ARRAY<INT>", false, true},
		{"ARRAY<INT>", "MULTISET<INT>", false, false},
		{"ARRAY<INT>", "INT", false, false},
		{"INT", "ARRAY<INT>", false, false},
		{"MAP<STRING, INT>", "MAP<STRING, BIGINT>", true, true},
		{"MAP<STRING, BIGINT>", "MAP<STRING, INT>", false, true},
		{"MAP<INT, INT>", "MAP<STRING, INT>", false, true},
		{"MAP<STRING, INT>", "ARRAY<INT>", false, false},
		{"MULTISET<INT>", "MULTISET<DOUBLE>", true, true},
		{"ROW<a INT, b STRING>", "ROW<x BIGINT, y STRING>", true, true},
		{"ROW<a INT, b STRING>", "ROW<a INT>", false, false},
		{"ROW<a BIGINT>", "ROW<a INT>", false, true},
		{"ROW<a STRING>", "ROW<a INT>", false, true},
		{"ROW<a INT>", "ROW<a INT NOT NULL>", false, true},
		{"ROW<a INT NOT NULL>", "ROW<a INT>", true, true},
		{"ARRAY<INT>", "ARRAY<INT NOT NULL>", false, true},
		{"ARRAY<INT NOT NULL>", "ARRAY<INT>", true, true},
		{"ARRAY<ARRAY<INT>>", "ARRAY<ARRAY<BIGINT>>", true, true},
		// RAW and NULL
		{"RAW('a.B', 'x')", "RAW('a.B', 'x')", true, true},
		{"RAW('a.B', 'x')", "RAW('a.C', 'x')", false, false},
		{"RAW('a.B', 'x')", "STRING", false, true},
		{"RAW('a.B', 'x')", "BYTES", false, true},
		{"RAW('a.B', 'x')", "INT", false, false},
		{"INT", "RAW('a.B', 'x')", false, false},
		{"NULL", "INT", true, true},
		{"NULL", "ARRAY<STRING>", true, true},
		{"NULL", "RAW('a.B', 'x')", true, true},
		{"NULL", "INT NOT NULL", false, true},
		// nullability
		{"INT NOT NULL", "INT", true, true},
		{"INT", "INT NOT NULL", false, true},
		{"INT", "BIGINT NOT NULL", false, true},
		{"INT NOT NULL", "BIGINT NOT NULL", true, true},
		{"STRING", "STRING NOT NULL", false, true},
		// what cannot be seen is compatible
		{"my_type", "INT", true, true},
		{"INT", "cat.db.t", true, true},
		{"ARRAY<my_type>", "ARRAY<INT>", true, true},
	}
	for _, c := range cases {
		from, to := MustParse(c.from), MustParse(c.to)
		if got := SupportsImplicitCast(from, to); got != c.implicit {
			t.Errorf("SupportsImplicitCast(%s, %s) = %v, want %v", c.from, c.to, got, c.implicit)
		}
		if got := SupportsExplicitCast(from, to); got != c.explicit {
			t.Errorf("SupportsExplicitCast(%s, %s) = %v, want %v", c.from, c.to, got, c.explicit)
		}
		if c.implicit && !c.explicit {
			t.Errorf("case %s -> %s: implicit without explicit", c.from, c.to)
		}
	}
	if !SupportsImplicitCast(Type{}, MustParse("INT")) || !SupportsImplicitCast(MustParse("INT"), Type{}) {
		t.Errorf("Unknown is not compatible")
	}
}

// TestImplicitCastMatrix checks the implicit table kind by kind, one
// representative type per kind, against the table of LogicalTypeCasts.
func TestImplicitCastMatrix(t *testing.T) {
	reps := []string{"CHAR(1)", "STRING", "BOOLEAN", "BINARY(1)", "BYTES", "DECIMAL(10, 0)", "TINYINT",
		"SMALLINT", "INT", "BIGINT", "FLOAT", "DOUBLE", "DATE", "TIME(0)", "TIMESTAMP(6)",
		"TIMESTAMP(6) WITH TIME ZONE", "TIMESTAMP_LTZ(6)", "INTERVAL MONTH", "INTERVAL SECOND(3)"}
	// implicitTo[target] lists the sources that cast implicitly.
	implicitTo := map[string][]string{
		"CHAR(1)":                     {"CHAR(1)"},
		"STRING":                      {"CHAR(1)", "STRING"},
		"BOOLEAN":                     {"BOOLEAN"},
		"BINARY(1)":                   {"BINARY(1)"},
		"BYTES":                       {"BINARY(1)", "BYTES"},
		"DECIMAL(10, 0)":              {"DECIMAL(10, 0)", "TINYINT", "SMALLINT", "INT", "BIGINT", "FLOAT", "DOUBLE", "INTERVAL MONTH", "INTERVAL SECOND(3)"},
		"TINYINT":                     {"TINYINT", "INTERVAL MONTH", "INTERVAL SECOND(3)"},
		"SMALLINT":                    {"TINYINT", "SMALLINT", "INTERVAL MONTH", "INTERVAL SECOND(3)"},
		"INT":                         {"TINYINT", "SMALLINT", "INT", "INTERVAL MONTH", "INTERVAL SECOND(3)"},
		"BIGINT":                      {"TINYINT", "SMALLINT", "INT", "BIGINT", "INTERVAL MONTH", "INTERVAL SECOND(3)"},
		"FLOAT":                       {"DECIMAL(10, 0)", "TINYINT", "SMALLINT", "INT", "BIGINT", "FLOAT"},
		"DOUBLE":                      {"DECIMAL(10, 0)", "TINYINT", "SMALLINT", "INT", "BIGINT", "FLOAT", "DOUBLE"},
		"DATE":                        {"DATE", "TIMESTAMP(6)"},
		"TIME(0)":                     {"TIME(0)", "TIMESTAMP(6)"},
		"TIMESTAMP(6)":                {"TIMESTAMP(6)", "TIMESTAMP_LTZ(6)"},
		"TIMESTAMP(6) WITH TIME ZONE": {"TIMESTAMP(6) WITH TIME ZONE"},
		"TIMESTAMP_LTZ(6)":            {"TIMESTAMP(6)", "TIMESTAMP_LTZ(6)"},
		"INTERVAL MONTH":              {"INTERVAL MONTH", "DECIMAL(10, 0)", "TINYINT", "SMALLINT", "INT", "BIGINT"},
		"INTERVAL SECOND(3)":          {"INTERVAL SECOND(3)", "DECIMAL(10, 0)", "TINYINT", "SMALLINT", "INT", "BIGINT"},
	}
	for _, to := range reps {
		allowed := map[string]bool{}
		for _, s := range implicitTo[to] {
			allowed[s] = true
		}
		for _, from := range reps {
			if got := SupportsImplicitCast(MustParse(from), MustParse(to)); got != allowed[from] {
				t.Errorf("SupportsImplicitCast(%s, %s) = %v, want %v", from, to, got, allowed[from])
			}
		}
	}
}

func TestSupportsAvoidingCast(t *testing.T) {
	cases := []struct {
		from, to string
		want     bool
	}{
		{"INT", "INT", true},
		{"INT NOT NULL", "INT", true},
		{"INT", "INT NOT NULL", false},
		{"INT", "BIGINT", false},
		{"CHAR(2)", "VARCHAR(3)", true},
		{"VARCHAR(2)", "VARCHAR(3)", true},
		{"VARCHAR(4)", "VARCHAR(3)", false},
		{"VARCHAR(2)", "CHAR(3)", false},
		{"CHAR(2)", "CHAR(2)", true},
		{"CHAR(2)", "CHAR(3)", false},
		{"STRING NOT NULL", "STRING", true},
		{"BINARY(2)", "BYTES", true},
		{"BYTES", "BINARY(2)", false},
		{"DECIMAL(10, 2)", "DECIMAL(10, 2)", true},
		{"DECIMAL(10, 2)", "DECIMAL(12, 2)", false},
		{"TIMESTAMP(3)", "TIMESTAMP(3)", true},
		{"TIMESTAMP(3)", "TIMESTAMP(6)", false},
		{"TIMESTAMP(3)", "TIMESTAMP_LTZ(3)", false},
		{"ROW<a INT, b STRING>", "ROW<x INT, y STRING>", true},
		{"ROW<a INT>", "ROW<a BIGINT>", false},
		{"ROW<a INT NOT NULL>", "ROW<a INT>", true},
		{"ARRAY<CHAR(2)>", "ARRAY<STRING>", true},
		{"MAP<STRING, INT>", "MAP<STRING, INT>", true},
		{"MAP<STRING, INT>", "MAP<STRING, BIGINT>", false},
		{"ARRAY<INT>", "MULTISET<INT>", false},
	}
	for _, c := range cases {
		if got := SupportsAvoidingCast(MustParse(c.from), MustParse(c.to)); got != c.want {
			t.Errorf("SupportsAvoidingCast(%s, %s) = %v, want %v", c.from, c.to, got, c.want)
		}
	}
}

// TestSupportsInsert: the INSERT check ignores the sink's NOT NULL at
// every level and otherwise is the implicit cast.
func TestSupportsInsert(t *testing.T) {
	cases := []struct {
		query, sink string
		want        bool
	}{
		{"INT", "BIGINT", true},
		{"INT", "INT NOT NULL", true},
		{"STRING", "STRING NOT NULL", true},
		{"ARRAY<INT>", "ARRAY<INT NOT NULL> NOT NULL", true},
		{"ROW<a INT>", "ROW<a INT NOT NULL>", true},
		{"MAP<STRING, INT>", "MAP<STRING NOT NULL, BIGINT NOT NULL>", true},
		{"BIGINT", "INT", false},
		{"BIGINT NOT NULL", "INT NOT NULL", false},
		{"INT", "STRING", false},
		{"STRING", "INT", false},
		{"DOUBLE", "STRING", false},
		{"DECIMAL(10, 2)", "DOUBLE", true},
		{"DOUBLE", "DECIMAL(10, 2)", true},
		{"DECIMAL(38, 18)", "DECIMAL(10, 2)", true},
		{"DECIMAL(10, 2)", "BIGINT", false},
		{"STRING", "VARCHAR(10)", true},
		{"CHAR(3) NOT NULL", "STRING", true},
		{"TIMESTAMP(3)", "TIMESTAMP(6)", true},
		{"TIMESTAMP_LTZ(3)", "TIMESTAMP(3)", true},
		{"TIMESTAMP(3)", "TIMESTAMP_LTZ(3)", true},
		{"TIMESTAMP(3)", "STRING", false},
		{"STRING", "TIMESTAMP(3)", false},
		{"TIMESTAMP(3)", "DATE", true},
		{"DATE", "TIMESTAMP(3)", false},
		{"BIGINT", "TIMESTAMP(3)", false},
		{"NULL", "INT NOT NULL", true},
		{"INT", "my_type", true},
	}
	for _, c := range cases {
		q, s := MustParse(c.query), MustParse(c.sink)
		if c.query == "TIMESTAMP(3)" {
			q = q.WithAttr(Rowtime)
		}
		if got := SupportsInsert(q, s); got != c.want {
			t.Errorf("SupportsInsert(%s, %s) = %v, want %v", c.query, c.sink, got, c.want)
		}
	}
	sink := MustParse("ROW<a INT NOT NULL> NOT NULL")
	_ = SinkType(sink)
	if !sink.NotNull || !sink.Fields()[0].Type.NotNull {
		t.Errorf("SinkType changed its argument")
	}
}

// TestLogicalTypeCastsTestRows replays the rows of Flink's own
// LogicalTypeCastsTest (flink-table-common/src/test/java/org/apache/flink/
// table/types/LogicalTypeCastsTest.java, master after 2.1) that involve
// types flinklint models: (from, to, implicit, explicit).
func TestLogicalTypeCastsTestRows(t *testing.T) {
	rows := []castCase{
		{"SMALLINT", "BIGINT", true, true},
		{"SMALLINT NOT NULL", "SMALLINT", true, true},
		{"SMALLINT", "SMALLINT NOT NULL", false, true},
		{"INTERVAL YEAR", "SMALLINT", true, true},
		{"INTERVAL YEAR TO MONTH", "SMALLINT", false, false},
		{"INT", "DECIMAL(5, 5)", true, true},
		{"FLOAT", "INT", false, true},
		{"STRING", "FLOAT", false, true},
		{"FLOAT", "STRING", false, true},
		{"DECIMAL(3, 2)", "STRING", false, true},
		{"NULL", "INT", true, true},
		{"NULL", "ROW<f1 INT, f2 INT>", true, true},
		{"ARRAY<INT>", "ARRAY<BIGINT>", true, true},
		{"ARRAY<INT>", "ARRAY<STRING>", false, true},
		{"ROW<f1 INT, f2 INT>", "ROW<f1 INT, f2 BIGINT>", true, true},
		{"ROW<f1 INT 'description', f2 INT>", "ROW<f1 INT, f2 BIGINT>", true, true},
		{"ROW<f1 INT, f2 INT>", "ROW<f1 INT, f2 BOOLEAN>", false, true},
		{"ROW<f1 INT, f2 INT>", "STRING", false, true},
		{"TIMESTAMP(9)", "TIMESTAMP(9)", true, true},
		{"TIMESTAMP_LTZ(9)", "TIMESTAMP_LTZ(9)", true, true},
		{"TIMESTAMP(3)", "TIMESTAMP_LTZ(3)", true, true},
		{"TIMESTAMP_LTZ(3)", "TIMESTAMP(3)", true, true},
		{"TIMESTAMP(3)", "TIMESTAMP_LTZ(6)", true, true},
		{"TIMESTAMP_LTZ(3)", "TIMESTAMP(6)", true, true},
		{"TIMESTAMP(3) NOT NULL", "TIMESTAMP_LTZ(6)", true, true},
		{"TIMESTAMP_LTZ(3) NOT NULL", "TIMESTAMP(6)", true, true},
		{"TIMESTAMP(6)", "TIMESTAMP_LTZ(3)", true, true},
		{"TIMESTAMP_LTZ(6)", "TIMESTAMP(3)", true, true},
		{"RAW('java.lang.Integer', 'x')", "BINARY(1)", false, true},
		{"RAW('java.lang.Integer', 'x')", "STRING", false, true},
	}
	for _, c := range rows {
		from, to := MustParse(c.from), MustParse(c.to)
		if got := SupportsImplicitCast(from, to); got != c.implicit {
			t.Errorf("SupportsImplicitCast(%s, %s) = %v, want %v", c.from, c.to, got, c.implicit)
		}
		if got := SupportsExplicitCast(from, to); got != c.explicit {
			t.Errorf("SupportsExplicitCast(%s, %s) = %v, want %v", c.from, c.to, got, c.explicit)
		}
	}
}
