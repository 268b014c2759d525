package langsvc

import (
	"strings"
	"testing"
)

const jobPy = `from pyflink.table import EnvironmentSettings, TableEnvironment
from ddl import ORDERS_DDL

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql(ORDERS_DDL)
t_env.execute_sql("CREATE TABLE\t\tsink (id INT, note STRING) WITH ('connector' = 'print')")
t_env.execute_sql("CREATE TEMPORARY VIEW big AS\n SELECT * FROM orders WHERE amount > 10")
t_env.execute_sql("INSERT INTO sink SELECT id, CAST(amount AS STRING) FROM big")
`

const ddlPy = `ORDERS_DDL = """
CREATE TABLE orders (
    id INT,
    amount DOUBLE,
    ts TIMESTAMP(3)
) WITH (
    'connector' = 'datagen'
)
"""
`

const scriptSQL = `SET 'pipeline.name' = 'x';
CREATE TABLE clicks (user_id STRING, url STRING) WITH ('connector' = 'datagen');
CREATE FUNCTION my_upper AS 'com.example.Upper';
CREATE VIEW v AS SELECT my_upper(url) AS u FROM clicks;
INSERT INTO clicks SELECT * FROM clicks;
`

func TestDocumentSymbolsOfASQLFile(t *testing.T) {
	m, _ := workspace(t, map[string]string{"job.sql": scriptSQL})
	syms := DocumentSymbols(m, "job.sql")
	var got []string
	for _, s := range syms {
		if text(t, m, "job.sql", s.NameStart, s.NameEnd) != "" && !strings.Contains(text(t, m, "job.sql", s.Start, s.End), text(t, m, "job.sql", s.NameStart, s.NameEnd)) {
			t.Errorf("%s: name outside its range", s.Name)
		}
		got = append(got, s.Name+"/"+text(t, m, "job.sql", s.NameStart, s.NameEnd))
	}
	want := "SET pipeline.name/'pipeline.name' clicks/clicks my_upper/my_upper v/v INSERT INTO clicks/clicks"
	if strings.Join(got, " ") != want {
		t.Errorf("symbols\n got %s\nwant %s", strings.Join(got, " "), want)
	}
	if syms[1].Kind != KindStruct || syms[1].Detail != "CREATE TABLE · datagen" || len(syms[1].Children) != 2 {
		t.Fatalf("clicks: %+v", syms[1])
	}
	c := syms[1].Children[1]
	if c.Name != "url" || c.Detail != "STRING" || text(t, m, "job.sql", c.Start, c.End) != "url STRING" {
		t.Errorf("column: %+v %q", c, text(t, m, "job.sql", c.Start, c.End))
	}
	if syms[2].Kind != KindFunction || syms[3].Kind != KindInterface || syms[4].Kind != KindEvent {
		t.Errorf("kinds: %v %v %v", syms[2].Kind, syms[3].Kind, syms[4].Kind)
	}
}

func TestDocumentSymbolsInsidePythonStrings(t *testing.T) {
	m, _ := workspace(t, map[string]string{"job.py": jobPy, "ddl.py": ddlPy})
	syms := DocumentSymbols(m, "job.py")
	var got []string
	for _, s := range syms {
		got = append(got, s.Name+"="+text(t, m, "job.py", s.NameStart, s.NameEnd))
	}
	// The table's and the view's names follow escapes (\t, \n): each is
	// where it is written; ORDERS_DDL's table is written in ddl.py.
	want := `sink=sink big=big INSERT INTO sink=sink`
	if strings.Join(got, " ") != want {
		t.Errorf("job.py symbols\n got %s\nwant %s", strings.Join(got, " "), want)
	}
	if len(syms) > 0 && !strings.HasPrefix(text(t, m, "job.py", syms[0].Start, syms[0].End), `CREATE TABLE\t\tsink (`) {
		t.Errorf("statement range: %q", text(t, m, "job.py", syms[0].Start, syms[0].End))
	}
	syms = DocumentSymbols(m, "ddl.py")
	if len(syms) != 1 || syms[0].Name != "orders" || text(t, m, "ddl.py", syms[0].NameStart, syms[0].NameEnd) != "orders" {
		t.Fatalf("ddl.py symbols: %+v", syms)
	}
	if len(syms[0].Children) != 3 || text(t, m, "ddl.py", syms[0].Children[2].NameStart, syms[0].Children[2].NameEnd) != "ts" {
		t.Errorf("ddl.py columns: %+v", syms[0].Children)
	}
}

func TestWorkspaceSymbols(t *testing.T) {
	m, _ := workspace(t, map[string]string{"job.py": jobPy, "ddl.py": ddlPy, "job.sql": scriptSQL})
	var got []string
	for _, s := range WorkspaceSymbols(m.Files, "") {
		got = append(got, s.Name+"@"+s.Path+"="+text(t, m, s.Path, s.NameStart, s.NameEnd))
	}
	want := `big@job.py=big clicks@job.sql=clicks my_upper@job.sql=my_upper orders@ddl.py=orders sink@job.py=sink v@job.sql=v`
	if strings.Join(got, " ") != want {
		t.Errorf("workspace symbols\n got %s\nwant %s", strings.Join(got, " "), want)
	}
	got = nil
	for _, s := range WorkspaceSymbols(m.Files, "OR") {
		got = append(got, s.Name)
	}
	if strings.Join(got, " ") != "orders" {
		t.Errorf("query OR: %v", got)
	}
}
