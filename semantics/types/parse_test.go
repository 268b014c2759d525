package types

import (
	"testing"
)

// TestParseDDL checks Parse against the DDL types and defaults of
// SqlDdlToOperationConverterTest.testCreateTableWithFullDataTypes and the
// summary strings Flink prints for them.
func TestParseDDL(t *testing.T) {
	cases := []struct{ in, want string }{
		{"CHAR", "CHAR(1)"},
		{"CHAR NOT NULL", "CHAR(1) NOT NULL"},
		{"CHAR NULL", "CHAR(1)"},
		{"CHAR(33)", "CHAR(33)"},
		{"character(2)", "CHAR(2)"},
		{"CHARACTER VARYING(7)", "VARCHAR(7)"},
		{"VARCHAR", "STRING"},
		{"VARCHAR(33)", "VARCHAR(33)"},
		{"varchar(2147483647)", "STRING"},
		{"STRING", "STRING"},
		{"string not null", "STRING NOT NULL"},
		{"BOOLEAN", "BOOLEAN"},
		{"BINARY", "BINARY(1)"},
		{"BINARY(33)", "BINARY(33)"},
		{"VARBINARY", "BYTES"},
		{"VARBINARY(33)", "VARBINARY(33)"},
		{"BYTES", "BYTES"},
		{"DECIMAL", "DECIMAL(10, 0)"},
		{"DEC", "DECIMAL(10, 0)"},
		{"NUMERIC", "DECIMAL(10, 0)"},
		{"DECIMAL(10)", "DECIMAL(10, 0)"},
		{"DEC(10)", "DECIMAL(10, 0)"},
		{"NUMERIC(10)", "DECIMAL(10, 0)"},
		{"DECIMAL(10, 3)", "DECIMAL(10, 3)"},
		{"DEC(10,3)", "DECIMAL(10, 3)"},
		{"NUMERIC(38, 18)", "DECIMAL(38, 18)"},
		{"TINYINT", "TINYINT"},
		{"SMALLINT", "SMALLINT"},
		{"INTEGER", "INT"},
		{"INT", "INT"},
		{"int NOT NULL", "INT NOT NULL"},
		{"BIGINT", "BIGINT"},
		{"FLOAT", "FLOAT"},
		{"REAL", "FLOAT"},
		{"DOUBLE", "DOUBLE"},
		{"DOUBLE PRECISION", "DOUBLE"},
		{"DATE", "DATE"},
		{"TIME", "TIME(0)"},
		{"TIME WITHOUT TIME ZONE", "TIME(0)"},
		{"TIME(3)", "TIME(0)"},
		{"TIME(3) WITHOUT TIME ZONE", "TIME(0)"},
		{"TIMESTAMP", "TIMESTAMP(6)"},
		{"TIMESTAMP WITHOUT TIME ZONE", "TIMESTAMP(6)"},
		{"TIMESTAMP(3)", "TIMESTAMP(3)"},
		{"TIMESTAMP(3) WITHOUT TIME ZONE", "TIMESTAMP(3)"},
		{"TIMESTAMP(9)", "TIMESTAMP(9)"},
		{"TIMESTAMP WITH LOCAL TIME ZONE", "TIMESTAMP_LTZ(6)"},
		{"TIMESTAMP(3) WITH LOCAL TIME ZONE", "TIMESTAMP_LTZ(3)"},
		{"TIMESTAMP_LTZ", "TIMESTAMP_LTZ(6)"},
		{"TIMESTAMP_LTZ(3)", "TIMESTAMP_LTZ(3)"},
		{"TIMESTAMP_LTZ(3) NOT NULL", "TIMESTAMP_LTZ(3) NOT NULL"},
		{"TIMESTAMP(3) WITH TIME ZONE", "TIMESTAMP(3) WITH TIME ZONE"},
		{"ARRAY<TIMESTAMP(3) WITH LOCAL TIME ZONE>", "ARRAY<TIMESTAMP_LTZ(3)>"},
		{"ARRAY<INT NOT NULL>", "ARRAY<INT NOT NULL>"},
		{"INT ARRAY", "ARRAY<INT>"},
		{"INT NOT NULL ARRAY", "ARRAY<INT NOT NULL>"},
		{"INT ARRAY NOT NULL", "ARRAY<INT> NOT NULL"},
		{"MULTISET<INT NOT NULL>", "MULTISET<INT NOT NULL>"},
		{"INT MULTISET", "MULTISET<INT>"},
		{"INT NOT NULL MULTISET", "MULTISET<INT NOT NULL>"},
		{"INT MULTISET NOT NULL", "MULTISET<INT> NOT NULL"},
		{"MAP<BIGINT, BOOLEAN>", "MAP<BIGINT, BOOLEAN>"},
		{"MAP<STRING, ARRAY<INT>> NOT NULL", "MAP<STRING, ARRAY<INT>> NOT NULL"},
		{"ROW<f0 INT NOT NULL, f1 BOOLEAN>", "ROW<`f0` INT NOT NULL, `f1` BOOLEAN>"},
		{"ROW(f0 INT NOT NULL, f1 BOOLEAN)", "ROW<`f0` INT NOT NULL, `f1` BOOLEAN>"},
		{"ROW<`f0` INT>", "ROW<`f0` INT>"},
		{"ROW(`f0` INT)", "ROW<`f0` INT>"},
		{"ROW<>", "ROW<>"},
		{"ROW()", "ROW<>"},
		{"ROW<f0 INT NOT NULL 'This is a comment.', f1 BOOLEAN 'This as well.'>", "ROW<`f0` INT NOT NULL '...', `f1` BOOLEAN '...'>"},
		{"ARRAY<ROW<f0 INT, f1 BOOLEAN>>", "ARRAY<ROW<`f0` INT, `f1` BOOLEAN>>"},
		{"ROW<f0 INT, f1 BOOLEAN> MULTISET", "MULTISET<ROW<`f0` INT, `f1` BOOLEAN>>"},
		{"MULTISET<ROW<f0 INT, f1 BOOLEAN>>", "MULTISET<ROW<`f0` INT, `f1` BOOLEAN>>"},
		{"ROW<f0 Row<f00 INT, f01 BOOLEAN>, f1 INT ARRAY, f2 BOOLEAN MULTISET>", "ROW<`f0` ROW<`f00` INT, `f01` BOOLEAN>, `f1` ARRAY<INT>, `f2` MULTISET<BOOLEAN>>"},
		{"ROW<`a``b` INT>", "ROW<`a``b` INT>"},
		{"ROW<`date` DATE, `value` STRING>", "ROW<`date` DATE, `value` STRING>"},
		{"RAW('java.lang.Integer', 'AbCd')", "RAW('java.lang.Integer', '...')"},
		{"NULL", "NULL"},
		{"DESCRIPTOR", "DESCRIPTOR"},
		{"VARIANT", "VARIANT"},
		{"INTERVAL YEAR", "INTERVAL YEAR(2)"},
		{"INTERVAL YEAR(4)", "INTERVAL YEAR(4)"},
		{"INTERVAL YEAR(4) TO MONTH", "INTERVAL YEAR(4) TO MONTH"},
		{"INTERVAL MONTH", "INTERVAL MONTH"},
		{"INTERVAL DAY", "INTERVAL DAY(2)"},
		{"INTERVAL DAY(3) TO HOUR", "INTERVAL DAY(3) TO HOUR"},
		{"INTERVAL DAY TO MINUTE", "INTERVAL DAY(2) TO MINUTE"},
		{"INTERVAL DAY TO SECOND", "INTERVAL DAY(2) TO SECOND(6)"},
		{"INTERVAL DAY(1) TO SECOND(3)", "INTERVAL DAY(1) TO SECOND(3)"},
		{"INTERVAL HOUR", "INTERVAL HOUR"},
		{"INTERVAL HOUR TO MINUTE", "INTERVAL HOUR TO MINUTE"},
		{"INTERVAL HOUR TO SECOND(2)", "INTERVAL HOUR TO SECOND(2)"},
		{"INTERVAL MINUTE", "INTERVAL MINUTE"},
		{"INTERVAL MINUTE TO SECOND", "INTERVAL MINUTE TO SECOND(6)"},
		{"INTERVAL SECOND", "INTERVAL SECOND(6)"},
		{"INTERVAL SECOND(3)", "INTERVAL SECOND(3)"},
		{"my_type", "my_type"},
		{"cat.db.`My Type`", "cat.db.My Type"},
		{"  INT  ", "INT"},
		{"ROW<a INT, -- the key\n b /* comment */ STRING>", "ROW<`a` INT, `b` STRING>"},
		{"DECIMAL(10, /* scale */ 2) NOT NULL", "DECIMAL(10, 2) NOT NULL"},
		{"VARCHAR(2147483647) CHARACTER SET `UTF-16LE` NOT NULL", "STRING NOT NULL"},
		{"CHAR(3) CHARACTER SET `UTF-16LE`", "CHAR(3)"},
		{"CHARACTER VARYING(5) CHARACTER SET latin1", "VARCHAR(5)"},
		{"VARCHAR(3) CHARACTER SET `utf-16le`", "VARCHAR(3)"},
		{"ROW<a VARCHAR(3) CHARACTER SET `UTF-16LE` NOT NULL 'c'>", "ROW<`a` VARCHAR(3) NOT NULL '...'>"},
	}
	for _, c := range cases {
		got, err := Parse(c.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", c.in, err)
			continue
		}
		if got.String() != c.want {
			t.Errorf("Parse(%q) = %s, want %s", c.in, got, c.want)
		}
	}
}

// TestParseLogical checks the defaults that differ in LogicalTypeParser.
func TestParseLogical(t *testing.T) {
	cases := []struct{ in, want string }{
		{"VARCHAR", "VARCHAR(1)"},
		{"VARBINARY", "VARBINARY(1)"},
		{"CHAR", "CHAR(1)"},
		{"STRING", "STRING"},
		{"BYTES", "BYTES"},
		{"DECIMAL", "DECIMAL(10, 0)"},
		{"TIMESTAMP", "TIMESTAMP(6)"},
		{"REAL", "REAL"},
		{"TIME(3)", "TIME(3)"},
	}
	for _, c := range cases {
		got, err := ParseLogical(c.in)
		if err != nil {
			t.Errorf("ParseLogical(%q): %v", c.in, err)
			continue
		}
		if got.String() != c.want {
			t.Errorf("ParseLogical(%q) = %s, want %s", c.in, got, c.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, in := range []string{
		"", "INT INT", "DECIMAL(39)", "DECIMAL(5, 6)", "DECIMAL(0)", "CHAR(0)", "VARCHAR(0)",
		"TIMESTAMP(10)", "TIME(-1)", "ARRAY<INT", "ARRAY INT", "MAP<INT>", "ROW<a>", "ROW<a INT, a INT>",
		"ROW<a INT", "RAW(x)", "INTERVAL", "INTERVAL HOUR TO DAY", "INTERVAL YEAR(7)", "TIMESTAMP WITH ZONE",
		"'abc'", "INT NOT", "CHAR(99999999999)", "INT,", "ROW<'a' INT>", "INT ARRAY<INT>", "`unterminated",
		"VARCHAR(10) CHARACTER SET", "INT CHARACTER SET `UTF-16LE`",
		"CHAR CHARACTER SET klingon", "VARCHAR CHARACTER SET `latin9`",
	} {
		if got, err := Parse(in); err == nil {
			t.Errorf("Parse(%q) = %s, want an error", in, got)
		}
	}
}

func TestParseStructure(t *testing.T) {
	row := MustParse("ROW<a INT NOT NULL, b ARRAY<STRING> 'the b', c MAP<STRING, BIGINT>>")
	if row.Kind != Row || len(row.Fields()) != 3 || row.NotNull {
		t.Fatalf("row = %#v", row)
	}
	if f := row.Fields()[0]; f.Name != "a" || f.Type.Kind != Int || !f.Type.NotNull {
		t.Errorf("field a = %#v", f)
	}
	if f := row.Fields()[1]; f.Type.Kind != Array || f.Type.Elem().Kind != VarChar || f.Description != "the b" || !f.HasDesc {
		t.Errorf("field b = %#v", f)
	}
	if f := row.Fields()[2]; f.Type.Elem().Kind != VarChar || f.Type.Value().Kind != BigInt {
		t.Errorf("field c = %#v", f)
	}
	if got := row.SerializableString(); got != "ROW<`a` INT NOT NULL, `b` ARRAY<VARCHAR(2147483647)> 'the b', `c` MAP<VARCHAR(2147483647), BIGINT>>" {
		t.Errorf("SerializableString = %s", got)
	}
	if got := MustParse("TIMESTAMP_LTZ(3)").SerializableString(); got != "TIMESTAMP(3) WITH LOCAL TIME ZONE" {
		t.Errorf("SerializableString = %s", got)
	}
}

func TestTimeAttributeStrings(t *testing.T) {
	cases := []struct {
		t    Type
		want string
	}{
		{TimestampOf(3).WithAttr(Rowtime), "TIMESTAMP(3) *ROWTIME*"},
		{TimestampOf(3).WithAttr(Rowtime).WithNullable(false), "TIMESTAMP(3) NOT NULL *ROWTIME*"},
		{TimestampLTZOf(3).WithAttr(Proctime).WithNullable(false), "TIMESTAMP_LTZ(3) NOT NULL *PROCTIME*"},
		{TimestampLTZOf(3).WithAttr(Rowtime), "TIMESTAMP_LTZ(3) *ROWTIME*"},
		{TimestampOf(3), "TIMESTAMP(3)"},
	}
	for _, c := range cases {
		if got := c.t.String(); got != c.want {
			t.Errorf("String = %s, want %s", got, c.want)
		}
		if got := c.t.SerializableString(); got == c.want && c.t.Attr != Regular {
			t.Errorf("SerializableString prints the time attribute: %s", got)
		}
	}
	if !Equal(TimestampOf(3).WithAttr(Rowtime), TimestampOf(3)) {
		t.Errorf("a time attribute changes equality")
	}
}

func TestKnown(t *testing.T) {
	for in, want := range map[string]bool{
		"INT": true, "my_type": false, "ARRAY<my_type>": false, "ROW<a INT, b x.y>": false, "MAP<STRING, INT>": true,
	} {
		if got := MustParse(in).Known(); got != want {
			t.Errorf("Known(%s) = %v, want %v", in, got, want)
		}
	}
	if (Type{}).Known() {
		t.Errorf("the zero Type is known")
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"INT", "ROW<a INT NOT NULL 'c', b ARRAY<MAP<STRING, BIGINT>>>", "TIMESTAMP(3) WITH LOCAL TIME ZONE",
		"INTERVAL DAY(2) TO SECOND(3)", "RAW('a', 'b')", "INT ARRAY MULTISET NOT NULL", "`x`.`y`",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		typ, err := Parse(s)
		if err != nil {
			return
		}
		// What parses prints, and its serializable form parses back to an
		// equal type (UserDefined names aside, which print unquoted).
		if !typ.Known() {
			return
		}
		back, err := ParseLogical(typ.SerializableString())
		if err != nil {
			t.Fatalf("Parse(%q) = %s, which does not parse back: %v", s, typ.SerializableString(), err)
		}
		if !Equal(back, typ) {
			t.Fatalf("Parse(%q) = %s, parsed back as %s", s, typ.SerializableString(), back.SerializableString())
		}
	})
}

func BenchmarkParse(b *testing.B) {
	inputs := []string{"INT", "STRING NOT NULL", "DECIMAL(10, 2)", "TIMESTAMP(3) WITH LOCAL TIME ZONE",
		"ROW<id BIGINT, tags ARRAY<STRING>, attrs MAP<STRING, STRING>, ts TIMESTAMP(3)>"}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, err := Parse(inputs[i%len(inputs)]); err != nil {
			b.Fatal(err)
		}
	}
}

func TestCalciteString(t *testing.T) {
	cases := []struct {
		t    Type
		want string
	}{
		{MustParse("TIMESTAMP(3)"), "TIMESTAMP(3)"},
		{MustParse("TIMESTAMP_LTZ(3) NOT NULL"), "TIMESTAMP_WITH_LOCAL_TIME_ZONE(3)"},
		{TimestampOf(3).WithAttr(Rowtime), "TIME ATTRIBUTE(ROWTIME)"},
		{TimestampLTZOf(3).WithAttr(Proctime), "TIME ATTRIBUTE(PROCTIME)"},
		{MustParse("STRING"), "VARCHAR(2147483647)"},
		{MustParse("INT NOT NULL"), "INTEGER"},
		{MustParse("DECIMAL(10, 2)"), "DECIMAL(10, 2)"},
		{MustParse("ARRAY<INT>"), "INTEGER ARRAY"},
		{MustParse("MAP<STRING, INT>"), "(VARCHAR(2147483647), INTEGER) MAP"},
		{MustParse("ROW<a INT, b STRING>"), "RecordType(INTEGER a, VARCHAR(2147483647) b)"},
		{MustParse("BIGINT"), "BIGINT"},
	}
	for _, c := range cases {
		if got := c.t.CalciteString(); got != c.want {
			t.Errorf("CalciteString(%s) = %s, want %s", c.t, got, c.want)
		}
	}
}
