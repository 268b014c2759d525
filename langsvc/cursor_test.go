package langsvc

import (
	"path"
	"reflect"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/pyparse"
	"github.com/flinklint/flinklint/sqlparse"
)

// mark is where a test's cursor is in its source.
const mark = "‸"

// fileAt parses src (with the cursor mark taken out) as the file name
// and returns it with the mark's position.
func fileAt(t *testing.T, name, src string) (*model.File, []byte, Position) {
	t.Helper()
	off := strings.Index(src, mark)
	if off < 0 {
		t.Fatalf("no cursor mark in %q", src)
	}
	text := []byte(src[:off] + src[off+len(mark):])
	f := &model.File{Path: name, Src: text}
	switch path.Ext(name) {
	case ".sql":
		f.Kind, f.SQL = model.SQLFile, sqlparse.Parse(string(text))
	case ".py":
		f.Kind, f.Python = model.PythonFile, pyparse.NewParser().Parse(name, text, nil)
		for _, s := range f.Python.SQL {
			f.Embedded = append(f.Embedded, &model.EmbeddedSQL{Text: s, Script: sqlparse.Parse(s.Text)})
		}
	default:
		f.Kind = model.ConfigFile
	}
	return f, text, PositionOf(text, off)
}

// sqlCase is what a test expects under its cursor; empty fields are not
// compared.
type sqlCase struct {
	name, file, src string
	kind            ContextKind
	prefix          string
	sqlBefore       string // the SQL text before the cursor's offset ends with it
	key             string
	object, table   string
	present         []string
	qualifier       string
	call            string
	arg             int
	statement       int
	noSQL           bool
}

func TestSQLCursor(t *testing.T) {
	cases := []sqlCase{
		{name: "key in WITH", file: "a.sql", src: "CREATE TABLE t (a INT) WITH ('connector' = 'kafka', 'scan.st‸')",
			kind: OptionKey, prefix: "scan.st", object: "TABLE", table: "t", present: []string{"connector"}},
		{name: "key after comma, none typed", file: "a.sql", src: "CREATE TEMPORARY TABLE IF NOT EXISTS db.t (a INT) WITH ('connector' = 'kafka', ‸ 'format' = 'json')",
			kind: OptionKey, prefix: "", table: "db.t", present: []string{"connector", "format"}},
		{name: "value of an option", file: "a.sql", src: "CREATE TABLE t (a INT) WITH ('connector' = 'kafka', 'scan.startup.mode' = 'ear‸",
			kind: OptionValue, key: "scan.startup.mode", prefix: "ear"},
		{name: "value after =", file: "a.sql", src: "CREATE TABLE t (a INT) WITH ('connector' = ‸)",
			kind: OptionValue, key: "connector", prefix: ""},
		{name: "ALTER TABLE SET", file: "a.sql", src: "ALTER TABLE orders SET ('sink.‸')",
			kind: OptionKey, object: "TABLE", table: "orders", prefix: "sink."},
		{name: "catalog", file: "a.sql", src: "CREATE CATALOG c WITH ('type' = 'iceberg', '‸')",
			kind: OptionKey, object: "CATALOG", table: "c", present: []string{"type"}},
		{name: "hint", file: "a.sql", src: "INSERT INTO s SELECT * FROM src /*+ OPTIONS('scan.‸') */",
			kind: OptionKey, object: "TABLE", table: "src", prefix: "scan."},
		{name: "SET key", file: "a.sql", src: "SET 'pipeline.na‸",
			kind: SetKey, prefix: "pipeline.na"},
		{name: "SET unquoted value", file: "a.sql", src: "SET execution.runtime-mode = stre‸",
			kind: SetValue, key: "execution.runtime-mode", prefix: "stre"},
		{name: "second statement", file: "a.sql", src: "SET 'a' = 'b';\nSELECT * FROM ‸",
			kind: TableRef, statement: -1, sqlBefore: "FROM "},
		{name: "table after FROM", file: "a.sql", src: "SELECT * FROM ord‸ers",
			kind: TableRef, prefix: "ord", statement: 0},
		{name: "table after JOIN", file: "a.sql", src: "SELECT * FROM a JOIN b‸",
			kind: TableRef, prefix: "b"},
		{name: "INSERT INTO", file: "a.sql", src: "INSERT INTO ‸",
			kind: TableRef},
		{name: "qualified column", file: "a.sql", src: "SELECT o.‸ FROM orders AS o",
			kind: Column, qualifier: "o"},
		{name: "select list", file: "a.sql", src: "SELECT a, b‸ FROM t",
			kind: Column, prefix: "b"},
		{name: "where", file: "a.sql", src: "SELECT a FROM t WHERE x > 1 AND ‸",
			kind: Column},
		{name: "call argument", file: "a.sql", src: "SELECT DATE_FORMAT(ts, ‸) FROM t",
			kind: Column, call: "DATE_FORMAT", arg: 1},
		{name: "string argument of a call", file: "a.sql", src: "SELECT DATE_FORMAT(ts, 'yyyy‸') FROM t",
			kind: Nothing, prefix: "yyyy", call: "DATE_FORMAT", arg: 1},
		{name: "nested call", file: "a.sql", src: "SELECT UPPER(SUBSTRING(name, 1, ‸)) FROM t",
			kind: Column, call: "SUBSTRING", arg: 2},
		{name: "keyword at start", file: "a.sql", src: "‸",
			kind: Keyword},
		{name: "keyword after table", file: "a.sql", src: "SELECT a FROM t ‸",
			kind: Keyword},
		{name: "comment", file: "a.sql", src: "-- SELECT * FROM ‸\nSELECT 1",
			kind: Nothing},
		{name: "string of a query", file: "a.sql", src: "SELECT * FROM t WHERE a = 'x‸'",
			kind: Nothing, prefix: "x"},
		{name: "column list of CREATE TABLE", file: "a.sql", src: "CREATE TABLE t (a‸ INT)",
			kind: Keyword, prefix: "a"},

		{name: "python string", file: "job.py", src: "t_env.execute_sql(\"CREATE TABLE t (a INT) WITH ('connector' = 'kafka', 'topic‸')\")\n",
			kind: OptionKey, prefix: "topic", present: []string{"connector"}},
		{name: "python f-string after hole", file: "job.py", src: "def f(t_env, tbl):\n    t_env.execute_sql(f\"SELECT * FROM {tbl} WHERE ‸\")\n",
			kind: Column},
		{name: "python f-string inside hole", file: "job.py", src: "def f(t_env, tbl):\n    t_env.execute_sql(f\"SELECT * FROM {t‸bl}\")\n",
			noSQL: true},
		{name: "python f-string known constant", file: "job.py", src: "TOPIC = 'orders'\nt_env.execute_sql(f\"CREATE TABLE t (a INT) WITH ('topic' = '{TOPIC}', 'form‸')\")\n",
			kind: OptionKey, prefix: "form", present: []string{"topic"}, sqlBefore: "'orders', 'form"},
		{name: "python concatenated strings", file: "job.py", src: "t_env.execute_sql(\"CREATE TABLE t (a INT) WITH (\"\n    \"'connector' = 'kafka', \"\n    \"'scan.‸'\"\n    \")\")\n",
			kind: OptionKey, prefix: "scan.", present: []string{"connector"}},
		{name: "python triple-quoted", file: "job.py", src: "t_env.execute_sql(\"\"\"\n    CREATE TABLE t (a INT) WITH (\n        'connector' = 'filesystem',\n        'path' = '‸'\n    )\n\"\"\")\n",
			kind: OptionValue, key: "path", present: []string{"connector"}},
		{name: "python escapes before", file: "job.py", src: "t_env.execute_sql(\"CREATE TABLE t (a INT)\\n\\tWITH ('connector' = 'kafka', 'k\\x65y‸')\")\n",
			kind: OptionKey, prefix: "key", sqlBefore: "\n\tWITH ('connector' = 'kafka', 'key"},
		{name: "python inside escape", file: "job.py", src: "t_env.execute_sql(\"SELECT * FROM t\\‸nWHERE a = 1\")\n",
			noSQL: true},
		{name: "python outside strings", file: "job.py", src: "t_env.execute_sql(\"SELECT 1\")‸\n",
			noSQL: true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f, src, pos := fileAt(t, tc.file, tc.src)
			c := At(nil, f, src, pos)
			if tc.noSQL {
				if c.SQL != nil {
					t.Fatalf("a SQL cursor at %q (context %v), want none", c.SQL.Text[:c.SQL.Offset], c.SQL.Context.Kind)
				}
				return
			}
			checkSQL(t, tc, c)
		})
	}
}

func checkSQL(t *testing.T, tc sqlCase, c Cursor) {
	t.Helper()
	s := c.SQL
	if s == nil {
		t.Fatal("no SQL cursor")
	}
	x := s.Context
	if x.Kind != tc.kind {
		t.Errorf("context %v, want %v (SQL before: %q)", x.Kind, tc.kind, s.Text[:s.Offset])
	}
	if s.Prefix != tc.prefix {
		t.Errorf("prefix %q, want %q", s.Prefix, tc.prefix)
	}
	if tc.sqlBefore != "" && !strings.HasSuffix(s.Text[:s.Offset], tc.sqlBefore) {
		t.Errorf("SQL before the cursor %q, want it to end with %q", s.Text[:s.Offset], tc.sqlBefore)
	}
	if x.Key != tc.key {
		t.Errorf("key %q, want %q", x.Key, tc.key)
	}
	if tc.object != "" && (x.Object != tc.object || x.Name != tc.table) {
		t.Errorf("object %s %q, want %s %q", x.Object, x.Name, tc.object, tc.table)
	}
	var present []string
	for _, p := range x.Options {
		if !p.AtCursor {
			present = append(present, p.Key)
		}
	}
	if tc.present != nil && !reflect.DeepEqual(present, tc.present) {
		t.Errorf("present keys %q, want %q", present, tc.present)
	}
	if x.Qualifier != tc.qualifier {
		t.Errorf("qualifier %q, want %q", x.Qualifier, tc.qualifier)
	}
	if tc.call != "" && (x.Call == nil || x.Call.Name != tc.call || x.Call.Arg != tc.arg) {
		t.Errorf("call %+v, want %s argument %d", x.Call, tc.call, tc.arg)
	}
	if tc.call == "" && x.Call != nil {
		t.Errorf("call %+v, want none", x.Call)
	}
	if tc.statement != 0 && s.Statement != tc.statement {
		t.Errorf("statement %d, want %d", s.Statement, tc.statement)
	}
}

// sqlOffset maps a source offset to the SQL text through every kind of
// segment: byte by byte, an escape (\n: two source bytes, one SQL byte),
// a hole, and bytes written in an imported module.
func TestSQLOffset(t *testing.T) {
	// SQL "ab\nX<hole>cd": source 10..12 "ab", 12..14 `\n`, a hole at
	// 14..20, then "cd" at 3..5 of module m.py.
	hole := len(sqlparse.HoleString)
	text := &pyparse.SQLText{Text: "ab\n" + sqlparse.HoleString + "cd", Segments: []pyparse.Segment{
		{SQLStart: 0, SQLEnd: 2, PyStart: 10, PyEnd: 12, Verbatim: true},
		{SQLStart: 2, SQLEnd: 3, PyStart: 12, PyEnd: 14},
		{SQLStart: 3, SQLEnd: 3 + hole, PyStart: 14, PyEnd: 20, Hole: true},
		{SQLStart: 3 + hole, SQLEnd: 5 + hole, PyStart: 20, PyEnd: 25, Path: "m.py", SrcStart: 3, SrcEnd: 5, SrcVerbatim: true},
	}}
	cases := []struct {
		path string
		off  int
		want int
		ok   bool
	}{
		{"", 9, 0, false},  // before the string
		{"", 10, 0, true},  // its first byte
		{"", 11, 1, true},  // verbatim
		{"", 12, 2, true},  // before the escape
		{"", 13, 0, false}, // inside the escape
		{"", 14, 3, true},  // after it (before the hole)
		{"", 17, 0, false}, // inside the hole
		{"", 20, 3 + hole, true},
		{"m.py", 4, 4 + hole, true}, // in the imported module
		{"m.py", 6, 0, false},
		{"other.py", 4, 0, false},
	}
	for _, tc := range cases {
		got, ok := sqlOffset(text, tc.path, tc.off)
		if got != tc.want || ok != tc.ok {
			t.Errorf("sqlOffset(%q, %d) = %d, %v; want %d, %v", tc.path, tc.off, got, ok, tc.want, tc.ok)
		}
	}
}
