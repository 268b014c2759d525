package langsvc

import (
	"fmt"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/model"
)

// offset is the offset of the n-th (0-based) occurrence of needle in file p,
// plus delta.
func offset(t *testing.T, m *model.Model, p, needle string, n, delta int) int {
	t.Helper()
	src := string(m.File(p).Source())
	at := -1
	for i := 0; i <= n; i++ {
		j := strings.Index(src[at+1:], needle)
		if j < 0 {
			t.Fatalf("%s: no occurrence %d of %q", p, n, needle)
		}
		at += 1 + j
	}
	return at + delta
}

// show renders locations as path:"text"@offset.
func show(t *testing.T, m *model.Model, ls []Location) string {
	var out []string
	for _, l := range ls {
		out = append(out, fmt.Sprintf("%s:%q@%d", l.Path, text(t, m, l.Path, l.Start, l.End), l.Start))
	}
	return strings.Join(out, " ")
}

func TestDefinitionInsidePythonStringsAndIntoAModuleConstant(t *testing.T) {
	m, _ := workspace(t, map[string]string{"job.py": jobPy, "ddl.py": ddlPy})
	s := New(m)
	// orders, read in the view's query, is declared in ddl.py's constant.
	got := s.Definition("job.py", offset(t, m, "job.py", "FROM orders", 0, 6))
	want := fmt.Sprintf("ddl.py:%q@%d", "orders", offset(t, m, "ddl.py", "orders", 0, 0))
	if show(t, m, got) != want {
		t.Errorf("definition of orders: %s, want %s", show(t, m, got), want)
	}
	// big, read by the INSERT, is the view of the string before it (after
	// its \n escape).
	got = s.Definition("job.py", offset(t, m, "job.py", "FROM big", 0, 7))
	want = fmt.Sprintf("job.py:%q@%d", "big", offset(t, m, "job.py", "VIEW big", 0, 5))
	if show(t, m, got) != want {
		t.Errorf("definition of big: %s, want %s", show(t, m, got), want)
	}
	// A column goes to its table's column: amount in the view is orders'.
	got = s.Definition("job.py", offset(t, m, "job.py", "amount > 10", 0, 2))
	want = fmt.Sprintf("ddl.py:%q@%d", "amount", offset(t, m, "ddl.py", "amount", 0, 0))
	if show(t, m, got) != want {
		t.Errorf("definition of amount: %s, want %s", show(t, m, got), want)
	}
	// On the name of the constant a SQL call runs: the constant's string,
	// in the module that holds it.
	got = s.Definition("job.py", offset(t, m, "job.py", "execute_sql(ORDERS_DDL)", 0, 14))
	want = fmt.Sprintf("ddl.py:%q@%d", "", offset(t, m, "ddl.py", `"""`, 0, 3))
	if show(t, m, got) != want {
		t.Errorf("definition of ORDERS_DDL: %s, want %s", show(t, m, got), want)
	}
	// Nothing is declared at a keyword.
	if got := s.Definition("job.py", offset(t, m, "job.py", "INSERT", 0, 1)); got != nil {
		t.Errorf("definition at INSERT: %s", show(t, m, got))
	}
}

const tablesSQL = `CREATE TABLE clicks (user_id STRING, url STRING, ts TIMESTAMP(3)) WITH ('connector' = 'datagen');
CREATE FUNCTION my_upper AS 'com.example.Upper';
CREATE VIEW upper_clicks AS SELECT my_upper(url) AS u, user_id FROM clicks;
`

const sessionJobSQL = `CREATE TABLE out_t (u STRING, user_id STRING) WITH ('connector' = 'blackhole');
INSERT INTO out_t SELECT u, user_id FROM upper_clicks;
INSERT INTO out_t SELECT UPPER(url), user_id FROM clicks;
`

const sessionCompose = `services:
  sql-client:
    image: flink:1.20.0-scala_2.12-java11
    command: bin/sql-client.sh -i /opt/sql/tables.sql -f /opt/sql/job.sql
    volumes:
      - ./sql/:/opt/sql
`

func sessionWorkspace(t *testing.T) *model.Model {
	m, _ := workspace(t, map[string]string{"docker-compose.yml": sessionCompose, "sql/tables.sql": tablesSQL,
		"sql/job.sql": sessionJobSQL})
	return m
}

func TestDefinitionAndReferencesAcrossASession(t *testing.T) {
	m := sessionWorkspace(t)
	s := New(m)
	// The job reads a view of its init script.
	got := s.Definition("sql/job.sql", offset(t, m, "sql/job.sql", "upper_clicks", 0, 3))
	if want := fmt.Sprintf("sql/tables.sql:%q@%d", "upper_clicks", offset(t, m, "sql/tables.sql", "upper_clicks", 0, 0)); show(t, m, got) != want {
		t.Errorf("definition of upper_clicks: %s, want %s", show(t, m, got), want)
	}
	got = s.Definition("sql/tables.sql", offset(t, m, "sql/tables.sql", "my_upper(", 0, 0))
	if want := fmt.Sprintf("sql/tables.sql:%q@%d", "my_upper", offset(t, m, "sql/tables.sql", "my_upper", 0, 0)); show(t, m, got) != want {
		t.Errorf("definition of my_upper: %s, want %s", show(t, m, got), want)
	}
	// The references of clicks: the job's FROM, the view's FROM, and the
	// declaration when asked for.
	refs := s.References("sql/tables.sql", offset(t, m, "sql/tables.sql", "clicks", 0, 1), true)
	want := fmt.Sprintf("sql/job.sql:%q@%d sql/tables.sql:%q@%d sql/tables.sql:%q@%d",
		"clicks", offset(t, m, "sql/job.sql", "FROM clicks", 0, 5), "clicks", offset(t, m, "sql/tables.sql", "clicks", 0, 0),
		"clicks", offset(t, m, "sql/tables.sql", "FROM clicks", 0, 5))
	if show(t, m, refs) != want {
		t.Errorf("references of clicks\n got %s\nwant %s", show(t, m, refs), want)
	}
	refs = s.References("sql/job.sql", offset(t, m, "sql/job.sql", "FROM clicks", 0, 6), false)
	if len(refs) != 2 || refs[0].Path != "sql/job.sql" || refs[1].Start != offset(t, m, "sql/tables.sql", "FROM clicks", 0, 5) {
		t.Errorf("references of clicks without the declaration: %s", show(t, m, refs))
	}
	// The column url: declared in tables.sql, read in the view and the job.
	refs = s.References("sql/job.sql", offset(t, m, "sql/job.sql", "UPPER(url)", 0, 6), true)
	if len(refs) != 3 || refs[1].Path != "sql/tables.sql" || refs[2].Start != offset(t, m, "sql/tables.sql", "my_upper(url)", 0, 9) {
		t.Errorf("references of url: %s", show(t, m, refs))
	}
}

func TestHoverOnTablesColumnsAndFunctions(t *testing.T) {
	m := sessionWorkspace(t)
	s := New(m)
	h, ok := s.Hover("sql/job.sql", offset(t, m, "sql/job.sql", "FROM clicks", 0, 6))
	if !ok || !strings.Contains(h.Markdown, "**table** `default_catalog.default_database.clicks` · connector 'datagen'") ||
		!strings.Contains(h.Markdown, "url STRING\n") || !strings.Contains(h.Markdown, "Declared at sql/tables.sql:1.") {
		t.Errorf("hover on clicks: %v %q", ok, h.Markdown)
	}
	if text(t, m, h.At.Path, h.At.Start, h.At.End) != "clicks" {
		t.Errorf("hover range: %+v", h.At)
	}
	h, ok = s.Hover("sql/job.sql", offset(t, m, "sql/job.sql", "UPPER(url)", 0, 7))
	if !ok || !strings.Contains(h.Markdown, "**column** `url` STRING") || !strings.Contains(h.Markdown, "Of table `default_catalog.default_database.clicks`, declared at sql/tables.sql:1.") {
		t.Errorf("hover on url: %v %q", ok, h.Markdown)
	}
	h, ok = s.Hover("sql/job.sql", offset(t, m, "sql/job.sql", "UPPER(url)", 0, 1))
	if !ok || !strings.Contains(h.Markdown, "**UPPER** · built-in scalar function") || !strings.Contains(h.Markdown, "Takes 1 argument.") ||
		!strings.Contains(h.Markdown, "Sources: apache/calcite core/") || !strings.Contains(h.Markdown, "\n\n`UPPER(string)`\n\nParameter names: apache/flink") {
		t.Errorf("hover on UPPER: %v %q", ok, h.Markdown)
	}
	h, ok = s.Hover("sql/tables.sql", offset(t, m, "sql/tables.sql", "ts TIMESTAMP", 0, 1))
	if !ok || h.Markdown != "**column** `ts` TIMESTAMP(3)\n\nOf table `clicks`." {
		t.Errorf("hover on a column's declaration: %v %q", ok, h.Markdown)
	}
	h, ok = s.Hover("sql/tables.sql", offset(t, m, "sql/tables.sql", "my_upper(", 0, 2))
	if !ok || !strings.Contains(h.Markdown, "**function** `my_upper`, created by the job: class `com.example.Upper`") {
		t.Errorf("hover on my_upper: %v %q", ok, h.Markdown)
	}
	h, ok = s.Hover("sql/job.sql", offset(t, m, "sql/job.sql", "upper_clicks", 0, 2))
	if !ok || !strings.Contains(h.Markdown, "**view** `default_catalog.default_database.upper_clicks`") || !strings.Contains(h.Markdown, "u -- type not known statically\nuser_id STRING\n") {
		t.Errorf("hover on upper_clicks: %v %q", ok, h.Markdown)
	}
}
