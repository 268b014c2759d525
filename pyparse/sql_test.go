package pyparse

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"
	"unsafe"

	"github.com/flinklint/flinklint/sqlparse"
)

func parseSrc(t testing.TB, src string) *Module {
	t.Helper()
	p := NewParser()
	defer p.Close()
	return p.Parse("job.py", []byte(src), nil)
}

// columns returns the 1-based line, code-point column and UTF-16 column of off.
func columns(src string, off int) (line, cp, u16 int) {
	ls := strings.LastIndexByte(src[:off], '\n') + 1
	line = strings.Count(src[:off], "\n") + 1
	prefix := src[ls:off]
	cp = utf8.RuneCountInString(prefix) + 1
	u16 = len(utf16.Encode([]rune(prefix))) + 1
	return
}

// findSQL returns the SQL span of needle in the text.
func spanOfNeedle(t *testing.T, sql *SQLText, needle string) (int, int) {
	t.Helper()
	i := strings.Index(sql.Text, needle)
	if i < 0 {
		t.Fatalf("%q not in SQL %q", needle, sql.Text)
	}
	return i, i + len(needle)
}

func TestSQLKoreanEmojiFString(t *testing.T) {
	src := "from pyflink.table import TableEnvironment\n" +
		"bucket = get_bucket()\n" +
		"t_env.execute_sql(f\"\"\"\n" +
		"CREATE TABLE s (id INT) WITH (\n" +
		"  'path' = 's3://{bucket}/out',\n" +
		"  /* 압축 설정 🚀 */ 'auto-compaction' = 'true'\n" +
		")\"\"\")\n"
	m := parseSrc(t, src)
	if len(m.SQL) != 1 {
		t.Fatalf("got %d SQL texts", len(m.SQL))
	}
	sql := m.SQL[0]
	if !strings.Contains(sql.Text, "'path' = 's3://"+sqlparse.HoleString+"/out'") {
		t.Errorf("hole missing: %q", sql.Text)
	}
	a, b := spanOfNeedle(t, sql, "'auto-compaction' = 'true'")
	sp := sql.PySpan(a, b)
	if got := src[sp.Start:sp.End]; got != "'auto-compaction' = 'true'" {
		t.Fatalf("mapped to %q", got)
	}
	line, cp, u16 := columns(src, sp.Start)
	if line != 6 || cp != 17 || u16 != 18 {
		t.Errorf("position %d:%d (utf16 %d), want 6:17 (utf16 18)", line, cp, u16)
	}
	// The hole maps to the whole {bucket}.
	h := strings.Index(sql.Text, sqlparse.HoleString)
	hs := sql.PySpan(h, h+len(sqlparse.HoleString))
	if got := src[hs.Start:hs.End]; got != "{bucket}" {
		t.Errorf("hole mapped to %q", got)
	}
}

func TestSettingsBasic(t *testing.T) {
	src := `from pyflink.table import EnvironmentSettings, TableEnvironment
settings = EnvironmentSettings.in_batch_mode()
t_env = TableEnvironment.create(settings)
t_env.get_config().set("parallelism.default", "4")  # comment here
`
	m := parseSrc(t, src)
	if len(m.Settings) != 2 {
		t.Fatalf("settings: %+v", m.Settings)
	}
	if m.Settings[0].Key.Value != "execution.runtime-mode" || m.Settings[0].Value.Value != "batch" {
		t.Errorf("batch: %+v", m.Settings[0])
	}
	s := m.Settings[1]
	if s.Key.Value != "parallelism.default" || s.Value.Value != "4" || s.API != "get_config().set" || !s.Value.Known {
		t.Errorf("set: %+v", s)
	}
	if len(m.Comments) != 1 || m.Comments[0].Text != "# comment here" {
		t.Errorf("comments: %+v", m.Comments)
	}
}

// TestModuleListsExact: the lists a Parser grows in its scratch arrays
// (moduleScratch) reach the Module exactly as long, in arrays the next
// Parse does not touch.
func TestModuleListsExact(t *testing.T) {
	p := NewParser()
	defer p.Close()
	src := "# one\n# two\nfrom pyflink.table import TableEnvironment\nt = TableEnvironment.create()\n" +
		"t.get_config().set(\"a\", \"1\")\nt.get_config().set(\"b\", \"2\")\nt.get_config().set(\"c\", \"3\")\n" +
		"t.execute_sql(\"SELECT 1\")\nt.execute_sql(\"SELECT 2\")\nt.execute_sql(\"SELECT 3\")\n"
	m := p.Parse("job.py", []byte(src), nil)
	if len(m.Settings) != 3 || len(m.SQL) != 3 || len(m.Comments) != 2 {
		t.Fatalf("parsed %d settings, %d SQL texts, %d comments", len(m.Settings), len(m.SQL), len(m.Comments))
	}
	if cap(m.Settings) != 3 || cap(m.SQL) != 3 || cap(m.Comments) != 2 {
		t.Errorf("capacities %d, %d, %d: not exact", cap(m.Settings), cap(m.SQL), cap(m.Comments))
	}
	other := p.Parse("other.py", []byte("# x\nfrom pyflink.table import TableEnvironment\nt = TableEnvironment.create()\nt.get_config().set(\"z\", \"9\")\nt.execute_sql(\"SELECT 9\")\n"), nil)
	if len(other.Settings) != 1 || m.Settings[0].Key.Value != "a" || m.SQL[0].Text != "SELECT 1" || m.Comments[0].Text != "# one" {
		t.Errorf("the next Parse changed the first module: %+v %q %q", m.Settings[0].Key, m.SQL[0].Text, m.Comments[0].Text)
	}
	if empty := p.Parse("empty.py", []byte("import os\n"), nil); empty.Settings != nil || empty.SQL != nil || empty.Comments != nil {
		t.Error("an empty list is not nil")
	}
}

// TestNameTable: equal short strings share one copy; long ones and a full
// table stay correct.
func TestNameTable(t *testing.T) {
	names := nameTable{}
	a, b := names.get([]byte("execute_sql")), names.get([]byte("execute_sql"))
	if a != "execute_sql" || unsafe.StringData(a) != unsafe.StringData(b) {
		t.Error("equal names not shared")
	}
	long := strings.Repeat("x", maxNameLen+1)
	if got := names.get([]byte(long)); got != long || len(names) != 1 {
		t.Errorf("long string: %q, table of %d", got, len(names))
	}
	for i := 0; i < maxNames+10; i++ {
		if s := fmt.Sprint(i); names.get([]byte(s)) != s {
			t.Fatalf("get(%s)", s)
		}
	}
	if len(names) > maxNames {
		t.Errorf("table grew to %d", len(names))
	}
}
