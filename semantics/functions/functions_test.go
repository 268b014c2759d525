package functions

import (
	"strings"
	"testing"

	"github.com/flinklint/flinklint/semantics/types"
)

// args builds call arguments from type strings; "lit:N" is the integer
// literal N (INT NOT NULL).
func args(ts ...string) []Arg {
	out := make([]Arg, len(ts))
	for i, s := range ts {
		if n, ok := strings.CutPrefix(s, "lit:"); ok {
			out[i] = Arg{Type: types.MustParse("INT NOT NULL"), Literal: n, IsLiteral: true}
			continue
		}
		if v, ok := strings.CutPrefix(s, "str:"); ok {
			out[i] = Arg{Type: types.CharOf(len(v)).WithNullable(false), Literal: "'" + v + "'", IsLiteral: true}
			continue
		}
		switch s {
		case "null":
			out[i] = Arg{Type: types.Type{Kind: types.Null}, Literal: "NULL", IsLiteral: true}
			continue
		case "rowtime":
			out[i] = Arg{Type: types.TimestampOf(3).WithAttr(types.Rowtime).WithNullable(false)}
		case "rowtime_ltz":
			out[i] = Arg{Type: types.TimestampLTZOf(3).WithAttr(types.Rowtime).WithNullable(false)}
		case "proctime":
			out[i] = Arg{Type: types.TimestampLTZOf(3).WithAttr(types.Proctime).WithNullable(false)}
		default:
			out[i] = Arg{Type: types.MustParse(s)}
		}
	}
	return out
}

type inferCase struct {
	name string
	args []string
	// want is the result type's String, "opaque", or "invalid: <part of
	// the reason>".
	want    string
	grouped bool
}

func runInfer(t *testing.T, cases []inferCase) {
	t.Helper()
	cat := New(Version{})
	for _, c := range cases {
		r := cat.Infer(c.name, Call{Args: args(c.args...), Grouped: c.grouped})
		var got string
		switch r.Status {
		case Known:
			got = r.Type.String()
		case Opaque:
			got = "opaque"
		case Invalid:
			got = "invalid: " + r.Reason
		}
		if reason, ok := strings.CutPrefix(c.want, "invalid: "); ok {
			if r.Status != Invalid || !strings.Contains(r.Reason, reason) {
				t.Errorf("%s(%s) = %s, want invalid with %q", c.name, strings.Join(c.args, ", "), got, reason)
			}
			continue
		}
		if got != c.want {
			t.Errorf("%s(%s) = %s, want %s", c.name, strings.Join(c.args, ", "), got, c.want)
		}
	}
}

func TestMathFunctions(t *testing.T) {
	runInfer(t, []inferCase{
		{"ABS", []string{"INT"}, "INT", false},
		{"abs", []string{"DECIMAL(10, 2) NOT NULL"}, "DECIMAL(10, 2) NOT NULL", false},
		{"ABS", []string{"INTERVAL SECOND(3)"}, "INTERVAL SECOND(3)", false},
		{"ABS", []string{"INT", "INT"}, "invalid: Invalid number of arguments to function 'ABS'", false},
		{"ABS", nil, "invalid: Was expecting 1 arguments", false},
		{"SIGN", []string{"DOUBLE"}, "DOUBLE", false},
		{"SIGN", []string{"STRING"}, "invalid: Cannot apply 'SIGN'", false},
		{"POWER", []string{"INT", "INT NOT NULL"}, "DOUBLE", false},
		{"POWER", []string{"INT NOT NULL", "INT NOT NULL"}, "DOUBLE NOT NULL", false},
		{"POWER", []string{"STRING", "INT"}, "invalid: Cannot apply 'POWER' to arguments of type 'POWER(<VARCHAR(2147483647)>, <INTEGER>)'", false},
		{"SQRT", []string{"BIGINT NOT NULL"}, "DOUBLE NOT NULL", false},
		{"LN", []string{"DECIMAL(5, 2)"}, "DOUBLE", false},
		{"LOG", []string{"DOUBLE"}, "DOUBLE", false},
		{"LOG", []string{"INT", "INT"}, "DOUBLE", false},
		{"LOG10", []string{"INT"}, "DOUBLE", false},
		{"LOG2", []string{"INT"}, "DOUBLE", false},
		{"EXP", []string{"INT"}, "DOUBLE", false},
		{"SIN", []string{"INT"}, "DOUBLE", false},
		{"ATAN2", []string{"INT", "DOUBLE"}, "DOUBLE", false},
		{"DEGREES", []string{"DOUBLE NOT NULL"}, "DOUBLE NOT NULL", false},
		{"MOD", []string{"INT", "BIGINT"}, "BIGINT", false},
		{"MOD", []string{"BIGINT NOT NULL", "INT NOT NULL"}, "INT NOT NULL", false},
		{"MOD", []string{"DECIMAL(10, 2)", "DECIMAL(5, 1)"}, "DECIMAL(6, 2)", false},
		{"MOD", []string{"DOUBLE", "INT"}, "invalid: Cannot apply 'MOD'", false},
		{"ROUND", []string{"DECIMAL(10, 2)", "lit:1"}, "DECIMAL(10, 1)", false},
		{"ROUND", []string{"DECIMAL(10, 2) NOT NULL"}, "DECIMAL(9, 0) NOT NULL", false},
		{"ROUND", []string{"DOUBLE", "lit:2"}, "DOUBLE", false},
		{"ROUND", []string{"INT"}, "INT", false},
		{"ROUND", []string{"STRING"}, "invalid: Cannot apply 'ROUND'", false},
		{"TRUNCATE", []string{"DECIMAL(10, 4)", "lit:2"}, "DECIMAL(9, 2)", false},
		{"CEIL", []string{"DOUBLE"}, "DOUBLE", false},
		{"CEILING", []string{"INT NOT NULL"}, "INT NOT NULL", false},
		{"FLOOR", []string{"TIMESTAMP(3)"}, "TIMESTAMP(3)", false},
		{"FLOOR", []string{"DECIMAL(10, 2)"}, "DECIMAL(9, 0)", false},
		{"PI", nil, "DOUBLE NOT NULL", false},
		{"E", nil, "DOUBLE NOT NULL", false},
		{"RAND", nil, "DOUBLE NOT NULL", false},
		{"RAND_INTEGER", []string{"lit:10"}, "INT NOT NULL", false},
		{"UUID", nil, "CHAR(36) NOT NULL", false},
		{"UUID", []string{"INT"}, "invalid: UUID", false},
		{"BIN", []string{"BIGINT"}, "STRING", false},
		{"HEX", []string{"BIGINT NOT NULL"}, "STRING NOT NULL", false},
		{"UNHEX", []string{"STRING"}, "BYTES", false},
		{"ABS", []string{"my_type"}, "opaque", false},
	})
}

func TestStringFunctions(t *testing.T) {
	runInfer(t, []inferCase{
		{"CHAR_LENGTH", []string{"STRING"}, "INT", false},
		{"CHARACTER_LENGTH", []string{"STRING NOT NULL"}, "INT NOT NULL", false},
		{"UPPER", []string{"VARCHAR(10)"}, "VARCHAR(10)", false},
		{"UCASE", []string{"CHAR(3) NOT NULL"}, "CHAR(3) NOT NULL", false},
		{"LOWER", []string{"STRING"}, "STRING", false},
		{"INITCAP", []string{"STRING"}, "STRING", false},
		{"SUBSTRING", []string{"CHAR(5) NOT NULL", "lit:1", "lit:2"}, "VARCHAR(5)", false},
		{"SUBSTR", []string{"STRING", "lit:1"}, "STRING", false},
		{"SUBSTRING", []string{"STRING"}, "invalid: Was expecting 2 to 3 arguments", false},
		{"LEFT", []string{"VARCHAR(8)", "lit:2"}, "VARCHAR(8)", false},
		{"RIGHT", []string{"CHAR(8) NOT NULL", "lit:2"}, "VARCHAR(8)", false},
		{"LTRIM", []string{"CHAR(4) NOT NULL"}, "VARCHAR(4) NOT NULL", false},
		{"RTRIM", []string{"STRING"}, "STRING", false},
		{"BTRIM", []string{"STRING NOT NULL"}, "STRING NOT NULL", false},
		{"REPLACE", []string{"STRING NOT NULL", "CHAR(1) NOT NULL", "CHAR(1) NOT NULL"}, "STRING NOT NULL", false},
		{"REPLACE", []string{"STRING", "CHAR(1) NOT NULL", "CHAR(1) NOT NULL"}, "STRING", false},
		{"CONCAT", []string{"STRING NOT NULL", "CHAR(1) NOT NULL"}, "STRING NOT NULL", false},
		{"CONCAT", []string{"STRING", "INT"}, "STRING", false},
		{"CONCAT_WS", []string{"CHAR(1) NOT NULL", "STRING", "STRING"}, "STRING", false},
		{"LPAD", []string{"STRING", "lit:5", "CHAR(1) NOT NULL"}, "STRING", false},
		{"RPAD", []string{"STRING NOT NULL", "lit:5", "CHAR(1) NOT NULL"}, "STRING NOT NULL", false},
		{"REPEAT", []string{"STRING", "lit:3"}, "STRING", false},
		{"REVERSE", []string{"STRING NOT NULL"}, "STRING", false},
		{"REGEXP_REPLACE", []string{"STRING", "STRING", "STRING"}, "STRING", false},
		{"REGEXP_EXTRACT", []string{"STRING NOT NULL", "CHAR(3) NOT NULL"}, "STRING", false},
		{"REGEXP_EXTRACT", []string{"STRING", "STRING", "lit:1"}, "STRING", false},
		{"REGEXP", []string{"STRING NOT NULL", "CHAR(2) NOT NULL"}, "BOOLEAN NOT NULL", false},
		{"SPLIT_INDEX", []string{"STRING NOT NULL", "CHAR(1) NOT NULL", "lit:0"}, "STRING", false},
		{"SPLIT", []string{"STRING", "STRING"}, "ARRAY<STRING>", false},
		{"POSITION", []string{"STRING", "STRING"}, "INT", false},
		{"LOCATE", []string{"STRING NOT NULL", "STRING NOT NULL"}, "INT NOT NULL", false},
		{"INSTR", []string{"STRING", "STRING"}, "INT", false},
		{"ASCII", []string{"STRING"}, "INT", false},
		{"CHR", []string{"INT NOT NULL"}, "STRING", false},
		{"TO_BASE64", []string{"STRING"}, "STRING", false},
		{"FROM_BASE64", []string{"STRING NOT NULL"}, "STRING NOT NULL", false},
		{"DECODE", []string{"BYTES", "STRING"}, "STRING", false},
		{"PARSE_URL", []string{"STRING NOT NULL", "CHAR(4) NOT NULL"}, "STRING", false},
		{"URL_DECODE", []string{"STRING"}, "STRING", false},
		{"STARTSWITH", []string{"STRING", "STRING"}, "BOOLEAN", false},
		{"ENDSWITH", []string{"STRING NOT NULL", "STRING NOT NULL"}, "BOOLEAN NOT NULL", false},
		{"IS_DIGIT", []string{"STRING"}, "BOOLEAN NOT NULL", false},
		{"TYPEOF", []string{"INT"}, "STRING", false},
		{"CURRENT_DATABASE", nil, "STRING NOT NULL", false},
		{"PRINTF", []string{"STRING", "INT"}, "STRING", false},
		{"TRANSLATE", []string{"STRING", "STRING", "STRING"}, "STRING", false},
		{"REGEXP_COUNT", []string{"STRING NOT NULL", "STRING NOT NULL"}, "INT", false},
		{"REGEXP_EXTRACT_ALL", []string{"STRING", "STRING"}, "ARRAY<STRING>", false},
	})
}

func TestHashFunctions(t *testing.T) {
	runInfer(t, []inferCase{
		{"MD5", []string{"STRING"}, "CHAR(32)", false},
		{"MD5", []string{"STRING NOT NULL"}, "CHAR(32) NOT NULL", false},
		{"SHA1", []string{"STRING"}, "CHAR(40)", false},
		{"SHA224", []string{"STRING"}, "CHAR(56)", false},
		{"SHA256", []string{"STRING"}, "CHAR(64)", false},
		{"SHA384", []string{"STRING"}, "CHAR(96)", false},
		{"SHA512", []string{"STRING"}, "CHAR(128)", false},
		{"SHA2", []string{"STRING", "lit:256"}, "VARCHAR(128)", false},
		{"MD5", []string{"STRING", "STRING"}, "invalid: MD5", false},
	})
}

func TestTemporalFunctions(t *testing.T) {
	runInfer(t, []inferCase{
		{"CURRENT_TIMESTAMP", nil, "TIMESTAMP_LTZ(3) NOT NULL", false},
		{"NOW", nil, "TIMESTAMP_LTZ(3) NOT NULL", false},
		{"LOCALTIMESTAMP", nil, "TIMESTAMP(3) NOT NULL", false},
		{"CURRENT_DATE", nil, "DATE NOT NULL", false},
		{"CURRENT_TIME", nil, "TIME(0) NOT NULL", false},
		{"LOCALTIME", nil, "TIME(0) NOT NULL", false},
		{"CURRENT_ROW_TIMESTAMP", nil, "TIMESTAMP_LTZ(3) NOT NULL", false},
		{"PROCTIME", nil, "TIMESTAMP_LTZ(3) NOT NULL *PROCTIME*", false},
		{"PROCTIME", []string{"INT"}, "invalid: PROCTIME", false},
		{"UNIX_TIMESTAMP", nil, "BIGINT NOT NULL", false},
		{"UNIX_TIMESTAMP", []string{"STRING"}, "BIGINT", false},
		{"UNIX_TIMESTAMP", []string{"STRING NOT NULL", "STRING NOT NULL"}, "BIGINT NOT NULL", false},
		{"FROM_UNIXTIME", []string{"BIGINT NOT NULL"}, "STRING", false},
		{"TO_TIMESTAMP", []string{"STRING NOT NULL"}, "TIMESTAMP(3)", false},
		{"TO_TIMESTAMP", []string{"STRING", "STRING"}, "TIMESTAMP(3)", false},
		{"TO_TIMESTAMP_LTZ", []string{"BIGINT NOT NULL", "lit:3"}, "TIMESTAMP_LTZ(3)", false},
		{"TO_DATE", []string{"STRING NOT NULL"}, "DATE", false},
		{"DATE_FORMAT", []string{"TIMESTAMP(3) NOT NULL", "STRING NOT NULL"}, "STRING", false},
		{"DATE_FORMAT", []string{"TIMESTAMP(3)"}, "invalid: DATE_FORMAT", false},
		{"CONVERT_TZ", []string{"STRING", "STRING", "STRING"}, "STRING", false},
		{"TIMESTAMPADD", []string{"STRING NOT NULL", "INT NOT NULL", "TIMESTAMP(3) NOT NULL"}, "TIMESTAMP(3) NOT NULL", false},
		{"TIMESTAMPADD", []string{"STRING NOT NULL", "INT", "DATE NOT NULL"}, "opaque", false},
		{"TIMESTAMPADD", []string{"STRING NOT NULL", "INT", "TIME(0)"}, "opaque", false},
		{"TIMESTAMPDIFF", []string{"STRING NOT NULL", "TIMESTAMP(3)", "TIMESTAMP(3)"}, "INT", false},
		{"EXTRACT", []string{"STRING NOT NULL", "TIMESTAMP(3) NOT NULL"}, "BIGINT NOT NULL", false},
		{"EXTRACT", []string{"TIMESTAMP(3)"}, "BIGINT", false},
		{"TIMESTAMPADD", []string{"INT NOT NULL", "TIMESTAMP(3) NOT NULL"}, "TIMESTAMP(3) NOT NULL", false},
		{"TIMESTAMPDIFF", []string{"DATE NOT NULL", "DATE NOT NULL"}, "INT NOT NULL", false},
		{"CEIL", []string{"TIMESTAMP(3) NOT NULL", "STRING"}, "TIMESTAMP(3) NOT NULL", false},
		{"YEAR", []string{"DATE"}, "BIGINT", false},
		{"HOUR", []string{"TIMESTAMP(3) NOT NULL"}, "BIGINT NOT NULL", false},
		{"DAYOFWEEK", []string{"DATE"}, "BIGINT", false},
		{"CURRENT_WATERMARK", []string{"rowtime"}, "TIMESTAMP(3)", false},
		{"CURRENT_WATERMARK", []string{"rowtime_ltz"}, "TIMESTAMP_LTZ(3)", false},
		{"CURRENT_WATERMARK", []string{"BIGINT NOT NULL"}, "invalid: CURRENT_WATERMARK() must be called with a single rowtime attribute argument, but 'BIGINT NOT NULL' cannot be a time attribute.", false},
		{"CURRENT_WATERMARK", []string{"TIMESTAMP(3)"}, "invalid: The argument of CURRENT_WATERMARK() must be a rowtime attribute, but was 'TIMESTAMP(3)'.", false},
		{"CURRENT_WATERMARK", []string{"proctime"}, "invalid: The argument of CURRENT_WATERMARK() must be a rowtime attribute, but was 'TIMESTAMP_LTZ(3) NOT NULL *PROCTIME*'.", false},
		{"CURRENT_WATERMARK", []string{"my_type"}, "opaque", false},
		{"CURRENT_WATERMARK", nil, "invalid: CURRENT_WATERMARK", false},
		{"PROCTIME_MATERIALIZE", []string{"proctime"}, "TIMESTAMP_LTZ(3)", false},
		{"SOURCE_WATERMARK", nil, "opaque", false},
		{"MATCH_ROWTIME", nil, "opaque", false},
		{"MATCH_ROWTIME", []string{"rowtime"}, "TIMESTAMP(3) NOT NULL *ROWTIME*", false},
		{"MATCH_ROWTIME", []string{"INT"}, "invalid: The function MATCH_ROWTIME requires argument to be a row time attribute type, but is 'INTEGER'.", false},
		{"MATCH_ROWTIME", []string{"rowtime", "rowtime"}, "invalid: Invalid number of arguments to function 'MATCH_ROWTIME'.", false},
	})
}

func TestConditionalFunctions(t *testing.T) {
	runInfer(t, []inferCase{
		{"COALESCE", []string{"INT", "INT NOT NULL"}, "INT NOT NULL", false},
		{"COALESCE", []string{"INT", "BIGINT"}, "BIGINT", false},
		{"COALESCE", []string{"STRING", "CHAR(3) NOT NULL"}, "STRING NOT NULL", false},
		{"COALESCE", []string{"INT", "STRING"}, "invalid: common type", false},
		{"COALESCE", []string{"NULL", "DECIMAL(5, 2)", "INT"}, "DECIMAL(12, 2)", false},
		{"COALESCE", nil, "invalid: COALESCE", false},
		{"IFNULL", []string{"INT", "INT NOT NULL"}, "INT NOT NULL", false},
		{"IFNULL", []string{"STRING", "STRING"}, "STRING", false},
		{"NULLIF", []string{"INT NOT NULL", "INT"}, "INT", false},
		{"IF", []string{"BOOLEAN", "INT NOT NULL", "BIGINT NOT NULL"}, "BIGINT", false},
		{"IF", []string{"BOOLEAN NOT NULL", "INT NOT NULL", "DOUBLE NOT NULL"}, "DOUBLE NOT NULL", false},
		{"IF", []string{"BOOLEAN NOT NULL", "CHAR(1) NOT NULL", "CHAR(3) NOT NULL"}, "CHAR(1) NOT NULL", false},
		{"IF", []string{"BOOLEAN NOT NULL", "STRING", "CHAR(3) NOT NULL"}, "STRING", false},
		{"IF", []string{"BOOLEAN NOT NULL", "TIMESTAMP(3)", "TIMESTAMP_LTZ(3)"}, "TIMESTAMP(3)", false},
		{"IF", []string{"BOOLEAN NOT NULL", "INT NOT NULL", "STRING"}, "invalid: Cannot apply 'IF' to arguments of type 'IF(<BOOLEAN>, <INTEGER>, <VARCHAR(2147483647)>)'", false},
		{"IF", []string{"INT", "INT", "INT"}, "invalid: Cannot apply 'IF'", false},
		{"IF", []string{"BOOLEAN", "DATE", "TIMESTAMP(3)"}, "invalid: Cannot apply 'IF'", false},
		{"IF", []string{"BOOLEAN", "NULL", "INT"}, "opaque", false},
		{"GREATEST", []string{"INT NOT NULL", "BIGINT NOT NULL"}, "BIGINT NOT NULL", false},
		{"LEAST", []string{"INT", "BIGINT NOT NULL"}, "BIGINT", false},
	})
}

func TestCollectionAndJSONFunctions(t *testing.T) {
	runInfer(t, []inferCase{
		{"CARDINALITY", []string{"ARRAY<INT> NOT NULL"}, "INT NOT NULL", false},
		{"CARDINALITY", []string{"MAP<STRING, INT>"}, "INT", false},
		{"ELEMENT", []string{"ARRAY<INT NOT NULL> NOT NULL"}, "INT", false},
		{"ARRAY_CONTAINS", []string{"ARRAY<INT>", "INT NOT NULL"}, "BOOLEAN", false},
		{"ARRAY_DISTINCT", []string{"ARRAY<STRING> NOT NULL"}, "ARRAY<STRING> NOT NULL", false},
		{"ARRAY_REMOVE", []string{"ARRAY<INT> NOT NULL", "INT"}, "ARRAY<INT> NOT NULL", false},
		{"ARRAY_UNION", []string{"ARRAY<INT>", "ARRAY<BIGINT>"}, "ARRAY<BIGINT>", false},
		{"ARRAY_CONCAT", []string{"ARRAY<INT> NOT NULL", "ARRAY<INT> NOT NULL"}, "ARRAY<INT> NOT NULL", false},
		{"ARRAY_MAX", []string{"ARRAY<INT NOT NULL> NOT NULL"}, "INT", false},
		{"ARRAY_JOIN", []string{"ARRAY<STRING>", "STRING"}, "STRING", false},
		{"ARRAY_POSITION", []string{"ARRAY<INT>", "INT"}, "INT", false},
		{"MAP_KEYS", []string{"MAP<STRING, INT> NOT NULL"}, "ARRAY<STRING> NOT NULL", false},
		{"MAP_VALUES", []string{"MAP<STRING, INT>"}, "ARRAY<INT>", false},
		{"MAP_ENTRIES", []string{"MAP<STRING, INT>"}, "opaque", false},
		{"JSON_VALUE", []string{"STRING", "STRING"}, "STRING", false},
		{"JSON_QUERY", []string{"STRING NOT NULL", "STRING NOT NULL"}, "STRING", false},
		{"JSON_EXISTS", []string{"STRING NOT NULL", "STRING NOT NULL"}, "BOOLEAN", false},
		{"JSON_OBJECT", []string{"STRING", "INT"}, "STRING NOT NULL", false},
		{"JSON_ARRAY", nil, "STRING NOT NULL", false},
		{"JSON_STRING", []string{"INT NOT NULL"}, "STRING NOT NULL", false},
		{"JSON_QUOTE", []string{"STRING"}, "STRING", false},
		{"JSON_OBJECTAGG", []string{"STRING", "INT"}, "STRING NOT NULL", false},
		{"JSON_ARRAYAGG", []string{"INT"}, "STRING NOT NULL", false},
	})
}

func TestAggregateFunctions(t *testing.T) {
	runInfer(t, []inferCase{
		{"COUNT", []string{"STRING"}, "BIGINT NOT NULL", false},
		{"COUNT", nil, "BIGINT NOT NULL", false},
		{"COUNT", []string{"STRING", "INT"}, "BIGINT NOT NULL", false},
		{"SUM", []string{"INT NOT NULL"}, "INT", false},
		{"SUM", []string{"INT NOT NULL"}, "INT NOT NULL", true},
		{"SUM", []string{"DECIMAL(10, 2)"}, "DECIMAL(38, 2)", true},
		{"SUM", []string{"STRING"}, "invalid: Cannot apply 'SUM' to arguments of type 'SUM(<VARCHAR(2147483647)>)'. Supported form(s): 'SUM(<NUMERIC>)'", true},
		{"SUM", []string{"INT", "INT"}, "invalid: SUM", true},
		{"SUM0", []string{"INT"}, "INT NOT NULL", false},
		{"AVG", []string{"INT NOT NULL"}, "INT NOT NULL", true},
		{"AVG", []string{"DECIMAL(10, 2)"}, "DECIMAL(38, 6)", true},
		{"AVG", []string{"DOUBLE NOT NULL"}, "DOUBLE", false},
		{"AVG", []string{"TIMESTAMP(3)"}, "invalid: Cannot apply 'AVG'", true},
		{"STDDEV_POP", []string{"DOUBLE"}, "DOUBLE", true},
		{"STDDEV_SAMP", []string{"INT"}, "INT", true},
		{"STDDEV", []string{"DECIMAL(10, 2)"}, "DECIMAL(38, 6)", true},
		{"VAR_POP", []string{"BIGINT"}, "BIGINT", true},
		{"VARIANCE", []string{"FLOAT"}, "FLOAT", true},
		{"MIN", []string{"STRING NOT NULL"}, "STRING NOT NULL", true},
		{"MAX", []string{"TIMESTAMP(3) NOT NULL"}, "TIMESTAMP(3)", false},
		{"MAX", []string{"rowtime"}, "TIMESTAMP(3) NOT NULL", true},
		{"FIRST_VALUE", []string{"INT NOT NULL"}, "INT", true},
		{"LAST_VALUE", []string{"STRING"}, "STRING", true},
		{"LISTAGG", []string{"STRING"}, "STRING", true},
		{"LISTAGG", []string{"STRING", "str:,"}, "STRING", true},
		{"COLLECT", []string{"INT"}, "MULTISET<INT> NOT NULL", true},
		{"ARRAY_AGG", []string{"INT NOT NULL"}, "ARRAY<INT NOT NULL> NOT NULL", true},
		{"APPROX_COUNT_DISTINCT", []string{"STRING"}, "BIGINT NOT NULL", true},
		{"SUM", []string{"my_type"}, "opaque", true},
	})
}

func TestOverFunctions(t *testing.T) {
	runInfer(t, []inferCase{
		{"ROW_NUMBER", nil, "BIGINT NOT NULL", false},
		{"RANK", nil, "BIGINT NOT NULL", false},
		{"DENSE_RANK", nil, "BIGINT NOT NULL", false},
		{"PERCENT_RANK", nil, "DOUBLE NOT NULL", false},
		{"CUME_DIST", nil, "DOUBLE NOT NULL", false},
		{"NTILE", []string{"lit:4"}, "BIGINT NOT NULL", false},
		{"ROW_NUMBER", []string{"INT"}, "invalid: ROW_NUMBER", false},
		{"LAG", []string{"INT NOT NULL"}, "INT", false},
		{"LEAD", []string{"STRING NOT NULL", "lit:2"}, "STRING", false},
		{"LAG", []string{"INT NOT NULL", "lit:1", "BIGINT NOT NULL"}, "BIGINT", false},
		{"LAG", []string{"INT", "lit:1", "STRING"}, "invalid: common type", false},
		{"LEAD", []string{"rowtime"}, "TIMESTAMP(3)", false},
	})
}

func TestGroupWindowAuxiliaries(t *testing.T) {
	runInfer(t, []inferCase{
		{"TUMBLE_START", []string{"rowtime", "INTERVAL SECOND(3)"}, "TIMESTAMP(3) NOT NULL", false},
		{"TUMBLE_END", []string{"rowtime", "INTERVAL SECOND(3)"}, "TIMESTAMP(3) NOT NULL", false},
		{"TUMBLE_ROWTIME", []string{"rowtime", "INTERVAL SECOND(3)"}, "TIMESTAMP(3) NOT NULL *ROWTIME*", false},
		{"TUMBLE_ROWTIME", []string{"rowtime_ltz", "INTERVAL SECOND(3)"}, "TIMESTAMP_LTZ(3) NOT NULL *ROWTIME*", false},
		{"TUMBLE_PROCTIME", []string{"proctime", "INTERVAL SECOND(3)"}, "TIMESTAMP_LTZ(3) NOT NULL *PROCTIME*", false},
		{"TUMBLE_START", []string{"proctime", "INTERVAL SECOND(3)"}, "opaque", false},
		{"HOP_START", []string{"rowtime", "INTERVAL SECOND(3)", "INTERVAL SECOND(3)"}, "TIMESTAMP(3) NOT NULL", false},
		{"HOP_END", []string{"rowtime", "INTERVAL SECOND(3)"}, "invalid: HOP_END", false},
		{"SESSION_END", []string{"rowtime", "INTERVAL SECOND(3)"}, "TIMESTAMP(3) NOT NULL", false},
		{"SESSION_ROWTIME", []string{"rowtime", "INTERVAL SECOND(3)"}, "TIMESTAMP(3) NOT NULL *ROWTIME*", false},
		{"TUMBLE", []string{"rowtime", "INTERVAL SECOND(3)"}, "opaque", false},
		{"TUMBLE", []string{"rowtime"}, "invalid: TUMBLE", false},
		{"HOP", []string{"rowtime", "INTERVAL SECOND(3)", "INTERVAL SECOND(3)"}, "opaque", false},
		{"CUMULATE", []string{"rowtime", "INTERVAL SECOND(3)", "INTERVAL SECOND(3)"}, "invalid: CUMULATE", false},
	})
}

func TestWindowTVFs(t *testing.T) {
	for _, c := range []struct {
		name, sig string
		min, max  int
	}{
		{"TUMBLE", "TUMBLE(TABLE table_name, DESCRIPTOR(timecol), size[, offset])", 3, 4},
		{"hop", "HOP(TABLE table_name, DESCRIPTOR(timecol), slide, size[, offset])", 4, 5},
		{"CUMULATE", "CUMULATE(TABLE table_name, DESCRIPTOR(timecol), step, size[, offset])", 4, 5},
		{"Session", "SESSION(TABLE table_name, DESCRIPTOR(timecol), gap)", 3, 3},
	} {
		w, ok := LookupWindowTVF(c.name)
		if !ok {
			t.Fatalf("no window TVF %s", c.name)
		}
		if got := w.Signature(); got != c.sig {
			t.Errorf("%s.Signature() = %s, want %s", c.name, got, c.sig)
		}
		if n := 2 + w.Required; n != c.min {
			t.Errorf("%s: %d required arguments, want %d", c.name, n, c.min)
		}
		if n := 2 + w.Required + w.Optional; n != c.max {
			t.Errorf("%s: %d arguments at most, want %d", c.name, n, c.max)
		}
	}
	if _, ok := LookupWindowTVF("NOPE"); ok {
		t.Errorf("NOPE is a window TVF")
	}

	tumble, _ := LookupWindowTVF("TUMBLE")
	checks := []struct {
		col    types.Type
		v      Version
		ok     bool
		reason string
	}{
		{types.TimestampOf(3).WithAttr(types.Rowtime), Version{}, true, ""},
		{types.TimestampLTZOf(3).WithAttr(types.Proctime), Version{}, true, ""},
		{types.TimestampOf(3), Version{}, false, "The window function requires the timecol is a time attribute type, but is TIMESTAMP(3)."},
		{types.TimestampLTZOf(3), Version{1, 19}, false, "The window function requires the timecol is a time attribute type, but is TIMESTAMP_WITH_LOCAL_TIME_ZONE(3)."},
		{types.MustParse("BIGINT"), Version{1, 16}, false, "The window function TUMBLE(TABLE table_name, DESCRIPTOR(timecol), size[, offset]) requires the timecol is a time attribute type, but is BIGINT."},
		{types.Type{}, Version{}, true, ""},
	}
	for _, c := range checks {
		reason, ok := CheckWindowTimeColumn(tumble, c.col, c.v)
		if ok != c.ok || reason != c.reason {
			t.Errorf("CheckWindowTimeColumn(%s, %s) = %q, %v; want %q, %v", c.col, c.v, reason, ok, c.reason, c.ok)
		}
	}

	cols := WindowColumns(types.TimestampOf(3).WithAttr(types.Rowtime))
	want := []string{"window_start TIMESTAMP(3) NOT NULL", "window_end TIMESTAMP(3) NOT NULL", "window_time TIMESTAMP(3) NOT NULL *ROWTIME*"}
	for i, c := range cols {
		if got := c.Name + " " + c.Type.String(); got != want[i] {
			t.Errorf("window column %d = %s, want %s", i, got, want[i])
		}
	}
	if got := WindowColumns(types.TimestampLTZOf(3).WithAttr(types.Proctime))[2].Type.String(); got != "TIMESTAMP_LTZ(3) NOT NULL *PROCTIME*" {
		t.Errorf("window_time of a proctime window = %s", got)
	}
	if got := WindowColumns(types.TimestampLTZOf(3).WithAttr(types.Rowtime))[0].Type.String(); got != "TIMESTAMP(3) NOT NULL" {
		t.Errorf("window_start of a TIMESTAMP_LTZ rowtime window = %s", got)
	}
}

func TestCastCasePredicate(t *testing.T) {
	p := types.MustParse
	cases := []struct {
		from, to string
		try      bool
		want     string
	}{
		{"INT", "BIGINT", false, "BIGINT"},
		{"INT NOT NULL", "STRING", false, "STRING NOT NULL"},
		{"STRING NOT NULL", "INT", true, "INT"},
		{"STRING", "TIMESTAMP(3)", false, "TIMESTAMP(3)"},
		{"ARRAY<INT>", "INT", false, "invalid: Cast function cannot convert value of type INTEGER ARRAY to type INTEGER"},
		{"INT", "BYTES", false, "invalid: Cast function cannot convert value of type INTEGER to type VARBINARY(2147483647)"},
		{"DATE", "TIME(0)", false, "invalid: Cast function cannot convert value of type DATE to type TIME(0)"},
		{"my_type", "INT", false, "opaque"},
	}
	for _, c := range cases {
		r := Cast(p(c.from), p(c.to), c.try)
		got := r.Type.String()
		switch r.Status {
		case Opaque:
			got = "opaque"
		case Invalid:
			got = "invalid: " + r.Reason
		}
		if got != c.want {
			t.Errorf("Cast(%s AS %s) = %s, want %s", c.from, c.to, got, c.want)
		}
	}
	if r := Case([]types.Type{p("INT NOT NULL"), p("BIGINT NOT NULL")}, true); r.Type.String() != "BIGINT NOT NULL" {
		t.Errorf("CASE with ELSE = %s", r.Type)
	}
	if r := Case([]types.Type{p("INT NOT NULL")}, false); r.Type.String() != "INT" {
		t.Errorf("CASE without ELSE = %s", r.Type)
	}
	if r := Case([]types.Type{p("CHAR(1) NOT NULL"), p("CHAR(3) NOT NULL")}, true); r.Type.String() != "VARCHAR(3) NOT NULL" {
		t.Errorf("CASE of CHAR literals = %s", r.Type)
	}
	if r := Case([]types.Type{p("INT"), p("STRING")}, true); r.Status != Invalid {
		t.Errorf("CASE of INT and STRING = %v", r)
	}
	if r := Case([]types.Type{p("INT"), {}}, true); r.Status != Opaque {
		t.Errorf("CASE with an unknown = %v", r)
	}
	if got := Predicate([]types.Type{p("INT NOT NULL"), p("INT NOT NULL")}, false).String(); got != "BOOLEAN NOT NULL" {
		t.Errorf("Predicate = %s", got)
	}
	if got := Predicate([]types.Type{p("INT"), p("INT NOT NULL")}, false).String(); got != "BOOLEAN" {
		t.Errorf("Predicate = %s", got)
	}
	if got := Predicate([]types.Type{p("INT")}, true).String(); got != "BOOLEAN NOT NULL" {
		t.Errorf("IS NULL = %s", got)
	}
}

// TestEveryBuiltinNameIsKnown checks that the SQL names Flink's function
// tables define are in the catalog, so that no name Flink knows is ever
// taken for an unknown function. The list is transcribed from
// BuiltInFunctionDefinitions.java (the SQL-callable definitions: upper-case
// names and sqlName) and FlinkSqlOperatorTable.java (functions called by
// name; operators and syntax such as CASE, CAST, LIKE are not).
func TestEveryBuiltinNameIsKnown(t *testing.T) {
	names := []string{
		// FlinkSqlOperatorTable
		"PROCTIME", "MATCH_ROWTIME", "MATCH_PROCTIME", "PROCTIME_MATERIALIZE", "E", "PI", "CONCAT", "CONCAT_WS",
		"LOG", "LOG2", "ROUND", "TRUNCATE", "BIN", "SINH", "HEX", "STR_TO_MAP", "IS_DECIMAL", "IS_DIGIT",
		"IS_ALPHA", "COSH", "TANH", "CHR", "LPAD", "RPAD", "REPEAT", "REVERSE", "REPLACE", "SPLIT_INDEX",
		"REGEXP_REPLACE", "REGEXP_EXTRACT", "HASH_CODE", "MD5", "SHA1", "SHA224", "SHA256", "SHA384",
		"SHA512", "SHA2", "DATE_FORMAT", "REGEXP", "PARSE_URL", "PRINT", "CURRENT_ROW_TIMESTAMP",
		"UNIX_TIMESTAMP", "FROM_UNIXTIME", "IF", "TO_BASE64", "FROM_BASE64", "UUID", "SUBSTRING", "SUBSTR",
		"LEFT", "RIGHT", "TO_TIMESTAMP", "TO_TIMESTAMP_LTZ", "TO_DATE", "CONVERT_TZ", "LOCATE", "ASCII",
		"ENCODE", "DECODE", "INSTR", "LTRIM", "RTRIM", "TRY_CAST", "RAND", "RAND_INTEGER", "FIRST_VALUE",
		"LAST_VALUE", "LISTAGG", "TUMBLE_START", "TUMBLE_END", "TUMBLE_ROWTIME", "TUMBLE_PROCTIME",
		"HOP_START", "HOP_END", "HOP_ROWTIME", "HOP_PROCTIME", "SESSION_START", "SESSION_END",
		"SESSION_ROWTIME", "SESSION_PROCTIME", "GROUP_ID", "GROUPING", "GROUPING_ID", "SUM", "SUM0",
		"COUNT", "COLLECT", "MIN", "MAX", "AVG", "STDDEV", "STDDEV_POP", "STDDEV_SAMP", "VARIANCE",
		"VAR_POP", "VAR_SAMP", "SINGLE_VALUE", "APPROX_COUNT_DISTINCT", "ELEMENT", "CARDINALITY",
		"OVERLAY", "TRIM", "POSITION", "CHAR_LENGTH", "CHARACTER_LENGTH", "UPPER", "LOWER", "INITCAP",
		"POWER", "SQRT", "MOD", "LN", "LOG10", "ABS", "EXP", "NULLIF", "FLOOR", "CEIL", "SIN", "COS", "TAN",
		"COT", "ASIN", "ACOS", "ATAN", "ATAN2", "DEGREES", "RADIANS", "SIGN", "YEAR", "QUARTER", "MONTH",
		"WEEK", "HOUR", "MINUTE", "SECOND", "DAYOFYEAR", "DAYOFMONTH", "DAYOFWEEK", "TIMESTAMPADD",
		"TIMESTAMPDIFF", "RANK", "DENSE_RANK", "ROW_NUMBER", "CUME_DIST", "PERCENT_RANK", "NTILE", "LEAD",
		"LAG", "JSON_EXISTS", "JSON_VALUE", "JSON_QUERY", "JSON_OBJECT", "JSON_OBJECTAGG", "JSON_ARRAY",
		"JSON_ARRAYAGG", "TUMBLE", "HOP", "CUMULATE", "SESSION", "CURRENT_DATABASE", "LOCALTIME",
		"LOCALTIMESTAMP", "CURRENT_TIME", "CURRENT_TIMESTAMP", "CURRENT_DATE", "NOW",
		// BuiltInFunctionDefinitions (new type inference, SQL names)
		"TYPEOF", "IFNULL", "MAP_KEYS", "MAP_VALUES", "MAP_UNION", "MAP_ENTRIES", "MAP_FROM_ARRAYS",
		"SOURCE_WATERMARK", "COALESCE", "ARRAY_APPEND", "ARRAY_CONTAINS", "ARRAY_SORT", "ARRAY_DISTINCT",
		"ARRAY_POSITION", "ARRAY_PREPEND", "ARRAY_REMOVE", "ARRAY_REVERSE", "ARRAY_SLICE", "ARRAY_UNION",
		"ARRAY_CONCAT", "ARRAY_MAX", "ARRAY_JOIN", "ARRAY_MIN", "SPLIT", "URL_DECODE", "URL_ENCODE",
		"INET_ATON", "INET_NTOA", "IS_VALID_UTF8", "MAKE_VALID_UTF8", "ARRAY_EXCEPT", "ARRAY_INTERSECT",
		"GREATEST", "LEAST", "ARRAY_AGG", "PERCENTILE", "STARTSWITH", "ENDSWITH", "TRANSLATE",
		"REGEXP_COUNT", "REGEXP_EXTRACT_ALL", "REGEXP_INSTR", "REGEXP_SUBSTR", "JSON_QUOTE", "JSON_UNQUOTE",
		"PRINTF", "BTRIM", "ELT", "UNHEX", "CURRENT_WATERMARK", "JSON_STRING", "JSON", "JSON_LENGTH",
		"PARSE_JSON", "TRY_PARSE_JSON",
		// call syntax the planner accepts
		"FIRST", "LAST", "PREV", "NEXT", "CLASSIFIER", "FINAL", "RUNNING", "ROW", "ARRAY", "MAP",
		"MULTISET", "DESCRIPTOR", "STREAMRECORD_TIMESTAMP",
		// BuiltInFunctionDefinitions on master after 2.1
		"OBJECT_OF", "OBJECT_UPDATE", "ST_GEOGFROMTEXT", "ST_ASTEXT", "BITMAP_AND", "BITMAP_BUILD_AGG",
		"BITMAP_XOR_CARDINALITY_AGG", "ML_PREDICT", "TO_CHANGELOG", "FROM_CHANGELOG", "SNAPSHOT",
	}
	cat := New(Version{})
	for _, n := range names {
		if _, ok := cat.Lookup(n); !ok {
			t.Errorf("%s is not in the catalog", n)
		}
	}
	// The conformance set's unknown functions (own-names) are unknown here.
	for _, n := range []string{"my_udf", "TO_UPPER", "IS_VALID", "SUBSTRNG", "invalid_function", "get_json_object", "DATE_ADD", "DATEDIFF"} {
		if _, ok := cat.Lookup(n); ok {
			t.Errorf("%s is a built-in", n)
		}
	}
	if r := cat.Infer("my_udf", Call{}); r.Status != Opaque {
		t.Errorf("an unknown function is %v", r.Status)
	}
}

func TestVersions(t *testing.T) {
	if _, ok := New(Version{1, 18}).Lookup("TUMBLE"); !ok {
		t.Errorf("TUMBLE missing in 1.18")
	}
	if _, ok := New(Version{1, 19}).Lookup("SESSION"); !ok {
		t.Errorf("SESSION missing in 1.19")
	}
	names := New(Version{}).Names()
	for i := 1; i < len(names); i++ {
		if names[i-1] >= names[i] {
			t.Fatalf("Names not sorted and unique at %s", names[i])
		}
	}
	first, second := Default(), Default()
	if first != second || len(first.Names()) != len(names) {
		t.Errorf("Default is not the shared catalog of every function")
	}
	if !(Version{1, 19}).Less(Version{2, 0}) || (Version{2, 0}).Less(Version{1, 20}) {
		t.Errorf("Version.Less")
	}
}

func TestFunctionKinds(t *testing.T) {
	cat := New(Version{})
	for name, want := range map[string]Kind{
		"SUM": Aggregate, "ROW_NUMBER": OverOnly, "TUMBLE_START": GroupWindowAux, "TUMBLE": TableValuedWindow,
		"UPPER": Scalar, "JSON_ARRAYAGG": Aggregate, "LAG": OverOnly,
	} {
		f, ok := cat.Lookup(name)
		if !ok || f.Kind != want {
			t.Errorf("%s: kind %v (found %v), want %v", name, f.Kind, ok, want)
		}
	}
	if f, _ := cat.Lookup("CURRENT_TIMESTAMP"); !f.NoParens {
		t.Errorf("CURRENT_TIMESTAMP is called with parentheses")
	}
}

// TestInferNeverPanics calls every function with 0 to 5 arguments of
// every kind of type, literal or not: inference must answer, never
// panic, and give a reason with every Invalid.
func TestInferNeverPanics(t *testing.T) {
	pool := []types.Type{{}, types.MustParse("NULL"), types.MustParse("INT NOT NULL"), types.MustParse("STRING"),
		types.MustParse("DECIMAL(10, 2)"), types.MustParse("ARRAY<INT>"), types.MustParse("MAP<STRING, INT>"),
		types.MustParse("ROW<a INT>"), types.TimestampOf(3).WithAttr(types.Rowtime), types.MustParse("BOOLEAN"),
		types.MustParse("INTERVAL MONTH"), types.MustParse("my_type"), types.MustParse("BYTES")}
	cat := New(Version{})
	for _, name := range cat.Names() {
		f, _ := cat.Lookup(name)
		for n := 0; n <= 5; n++ {
			for i, pt := range pool {
				args := make([]Arg, n)
				for j := range args {
					args[j] = Arg{Type: pool[(i+j)%len(pool)], Literal: "2", IsLiteral: j%2 == 1}
				}
				args = append(args[:0:0], args...)
				if n > 0 {
					args[0].Type = pt
				}
				for _, c := range []Call{{Args: args}, {Args: args, Grouped: true, Filtered: true}, {Args: args, Star: true}} {
					r := f.Infer(c)
					if r.Status == Invalid && r.Reason == "" {
						t.Errorf("%s with %d arguments: Invalid without a reason", name, n)
					}
				}
			}
		}
	}
}

func BenchmarkNew(b *testing.B) {
	for b.Loop() {
		New(Version{1, 19})
	}
}

func BenchmarkInfer(b *testing.B) {
	cat := New(Version{})
	call := Call{Args: args("DECIMAL(10, 2)"), Grouped: true}
	for b.Loop() {
		cat.Infer("sum", call)
	}
}

// TestCalciteOperandChecks: the functions Calcite's family checkers serve
// reject operands outside the family (type coercion is off in Flink's
// validator) with Calcite's message, and a wrong count with the
// validator's; an operand flinklint cannot judge leaves the call opaque.
func TestCalciteOperandChecks(t *testing.T) {
	cases := []struct {
		name    string
		args    []string
		version Version
		// want is "ok" (not Invalid), "opaque", the whole reason, or
		// "uncertain: " and the reason of an Invalid result not Certain.
		want string
	}{
		{"SUM", []string{"STRING"}, Version{}, "Cannot apply 'SUM' to arguments of type 'SUM(<VARCHAR(2147483647)>)'. Supported form(s): 'SUM(<NUMERIC>)'"},
		{"sum", []string{"DECIMAL(10, 2)"}, Version{}, "ok"},
		{"UPPER", []string{"INT"}, Version{}, "Cannot apply 'UPPER' to arguments of type 'UPPER(<INTEGER>)'. Supported form(s): 'UPPER(<CHARACTER>)'"},
		{"UPPER", []string{"str:abc"}, Version{}, "ok"},
		{"UPPER", []string{"NULL"}, Version{}, "ok"},
		{"UPPER", []string{"null"}, Version{}, "Illegal use of 'NULL'"},
		{"ABS", []string{"null"}, Version{}, "Illegal use of 'NULL'"},
		{"ABS", []string{"STRING"}, Version{}, "Cannot apply 'ABS' to arguments of type 'ABS(<VARCHAR(2147483647)>)'. Supported form(s): 'ABS(<NUMERIC>)'\n'ABS(<DATETIME_INTERVAL>)'"},
		{"ABS", []string{"INTERVAL DAY"}, Version{}, "ok"},
		{"POWER", []string{"null", "STRING"}, Version{}, "Illegal use of 'NULL'"},
		{"POWER", []string{"STRING", "null"}, Version{}, "uncertain: Cannot apply 'POWER' to arguments of type 'POWER(<VARCHAR(2147483647)>, <NULL>)'"},
		{"POWER", []string{"DOUBLE", "null"}, Version{}, "Illegal use of 'NULL'"},
		{"UPPER", []string{"UNKNOWN"}, Version{}, "opaque"},
		{"upper", []string{"STRING", "STRING"}, Version{}, "Invalid number of arguments to function 'upper'. Was expecting 1 arguments"},
		{"SQRT", []string{"str:4"}, Version{}, "Cannot apply 'SQRT' to arguments of type 'SQRT(<CHAR(1)>)'. Supported form(s): 'SQRT(<NUMERIC>)'"},
		{"SQRT", []string{"rowtime"}, Version{}, "uncertain: Cannot apply 'SQRT' to arguments of type 'SQRT(<TIME ATTRIBUTE(ROWTIME)>)'"},
		{"MOD", []string{"DOUBLE", "INT"}, Version{}, "Cannot apply 'MOD' to arguments of type 'MOD(<DOUBLE>, <INTEGER>)'. Supported form(s): 'MOD(<EXACT_NUMERIC>, <EXACT_NUMERIC>)'"},
		{"ROUND", []string{"DOUBLE", "DOUBLE"}, Version{}, "Cannot apply 'ROUND' to arguments of type 'ROUND(<DOUBLE>, <DOUBLE>)'. Supported form(s): 'ROUND(<NUMERIC>, <INTEGER>)'\n'ROUND(<NUMERIC>)'"},
		{"ROUND", []string{"DOUBLE", "lit:2"}, Version{}, "ok"},
		{"CHARACTER_LENGTH", []string{"BYTES"}, Version{}, "Cannot apply 'CHARACTER_LENGTH' to arguments of type 'CHARACTER_LENGTH(<VARBINARY(2147483647)>)'. Supported form(s): 'CHARACTER_LENGTH(<CHARACTER>)'"},
		{"AVG", []string{"TIMESTAMP(3)"}, Version{}, "Cannot apply 'AVG' to arguments of type 'AVG(<TIMESTAMP(3)>)'. Supported form(s): 'AVG(<NUMERIC>)'"},
		{"AVG", []string{"INTERVAL DAY"}, Version{}, "uncertain: Cannot apply 'AVG' to arguments of type 'AVG(<INTERVAL DAY(2)>)'. Supported form(s): 'AVG(<NUMERIC>)'"},
		{"LISTAGG", []string{"STRING", "lit:1"}, Version{2, 2}, "Cannot apply 'LISTAGG' to arguments of type 'LISTAGG(<VARCHAR(2147483647)>, <INTEGER>)'. Supported form(s): 'LISTAGG(<CHARACTER>)'\n'LISTAGG(<CHARACTER>, <CHARACTER_LITERAL>)'"},
		{"LISTAGG", []string{"STRING", "STRING"}, Version{1, 20}, "Cannot apply 'LISTAGG' to arguments of type 'LISTAGG(<VARCHAR(2147483647)>, <VARCHAR(2147483647)>)'. Supported form(s): 'LISTAGG(<CHARACTER>)'\n'LISTAGG(<CHARACTER>, <CHARACTER_LITERAL>)'"},
		{"LISTAGG", []string{"STRING", "STRING"}, Version{2, 2}, "Argument to function 'LISTAGG' must be a literal"},
		{"LISTAGG", []string{"STRING", "str:;"}, Version{2, 2}, "ok"},
		// FlinkSqlOperatorTable's family checkers.
		{"TO_TIMESTAMP", []string{"BIGINT"}, Version{}, "Cannot apply 'TO_TIMESTAMP' to arguments of type 'TO_TIMESTAMP(<BIGINT>)'. Supported form(s): 'TO_TIMESTAMP(<CHARACTER>)'\n'TO_TIMESTAMP(<CHARACTER>, <CHARACTER>)'"},
		{"TO_TIMESTAMP", []string{"STRING", "str:yyyy-MM-dd"}, Version{}, "ok"},
		{"to_date", []string{"INT"}, Version{}, "Cannot apply 'TO_DATE' to arguments of type 'TO_DATE(<INTEGER>)'. Supported form(s): 'TO_DATE(<CHARACTER>)'\n'TO_DATE(<CHARACTER>, <CHARACTER>)'"},
		{"DATE_FORMAT", []string{"DATE", "str:yyyy"}, Version{}, "Cannot apply 'DATE_FORMAT' to arguments of type 'DATE_FORMAT(<DATE>, <CHAR(4)>)'. Supported form(s): 'DATE_FORMAT(<TIMESTAMP>, <CHARACTER>)'\n'DATE_FORMAT(<CHARACTER>, <CHARACTER>)'"},
		{"DATE_FORMAT", []string{"TIMESTAMP_LTZ(3)", "str:yyyy"}, Version{}, "ok"},
		{"DATE_FORMAT", []string{"STRING", "STRING"}, Version{}, "ok"},
		{"DATE_FORMAT", []string{"rowtime", "str:yyyy"}, Version{}, "ok"},
		{"FROM_UNIXTIME", []string{"DOUBLE"}, Version{}, "Cannot apply 'FROM_UNIXTIME' to arguments of type 'FROM_UNIXTIME(<DOUBLE>)'. Supported form(s): 'FROM_UNIXTIME(<INTEGER>)'\n'FROM_UNIXTIME(<INTEGER>, <CHARACTER>)'"},
		{"FROM_UNIXTIME", []string{"BIGINT", "str:yyyy"}, Version{}, "ok"},
		{"UNIX_TIMESTAMP", nil, Version{}, "ok"},
		{"UNIX_TIMESTAMP", []string{"STRING", "STRING", "STRING"}, Version{}, "Invalid number of arguments to function 'UNIX_TIMESTAMP'. Was expecting 0 arguments"},
		{"MD5", []string{"BYTES"}, Version{}, "ok"},
		{"MD5", []string{"INT"}, Version{}, "Cannot apply 'MD5' to arguments of type 'MD5(<INTEGER>)'. Supported form(s): 'MD5(<STRING>)'"},
		{"SPLIT_INDEX", []string{"STRING", "str:,", "lit:1"}, Version{}, "ok"},
		{"SPLIT_INDEX", []string{"STRING", "str:,", "STRING"}, Version{}, "Cannot apply 'SPLIT_INDEX' to arguments of type 'SPLIT_INDEX(<VARCHAR(2147483647)>, <CHAR(1)>, <VARCHAR(2147483647)>)'. Supported form(s): 'SPLIT_INDEX(<CHARACTER>, <INTEGER>, <INTEGER>)'\n'SPLIT_INDEX(<CHARACTER>, <CHARACTER>, <INTEGER>)'"},
		{"REGEXP_EXTRACT", []string{"STRING", "str:x", "DECIMAL(10, 0)"}, Version{}, "Cannot apply 'REGEXP_EXTRACT' to arguments of type 'REGEXP_EXTRACT(<VARCHAR(2147483647)>, <CHAR(1)>, <DECIMAL(10, 0)>)'. Supported form(s): 'REGEXP_EXTRACT(<CHARACTER>, <CHARACTER>, <INTEGER>)'\n'REGEXP_EXTRACT(<CHARACTER>, <CHARACTER>)'"},
	}
	for _, c := range cases {
		r := New(c.version).Infer(c.name, Call{Args: args(c.args...), Grouped: true})
		got := "ok"
		switch r.Status {
		case Opaque:
			got = "opaque"
		case Invalid:
			got = r.Reason
			if !r.Certain {
				got = "uncertain: " + got
			}
		}
		if got != c.want {
			t.Errorf("%s(%s) at %v:\n got: %s\nwant: %s", c.name, strings.Join(c.args, ", "), c.version, got, c.want)
		}
	}
}

// TestHiveOnlyFunctions: no name of Hive's list is one of Flink's (a
// Flink name resolves without the Hive module).
func TestHiveOnlyFunctions(t *testing.T) {
	for n := range hiveOnly {
		if _, ok := Default().Lookup(n); ok {
			t.Errorf("%s is a Flink built-in, not Hive's only", n)
		}
		if n != strings.ToLower(n) {
			t.Errorf("%s: the list is lower case", n)
		}
	}
	if !IsHiveOnly("SUBSTRING_INDEX") || IsHiveOnly("UPPER") {
		t.Error("IsHiveOnly")
	}
}
