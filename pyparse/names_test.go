package pyparse

import (
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/sqlparse"
)

func sqlTexts(m *Module) []string {
	var out []string
	for _, s := range m.SQL {
		out = append(out, s.Text)
	}
	return out
}

func TestNameResolution(t *testing.T) {
	H := sqlparse.HoleString
	tests := []struct {
		name string
		src  string
		want []string
	}{
		{"module constant", `DDL = "CREATE TABLE a"
t_env.execute_sql(DDL)`, []string{"CREATE TABLE a"}},
		{"last assignment before use", `q = "A"
t_env.execute_sql(q)
q = "B"
t_env.execute_sql(q)`, []string{"A", "B"}},
		{"function local", `X = "global"
def main():
    X = "local"
    t_env.execute_sql(X)`, []string{"local"}},
		{"module from function", `def main():
    t_env.execute_sql(X)
X = "late global"`, []string{"late global"}},
		{"final", `from typing import Final
SQL: Final[str] = "CREATE TABLE f"
t_env.execute_sql(SQL)`, []string{"CREATE TABLE f"}},
		{"augmented", `s = "A"
s += " B"
s += f" {x}"
t_env.execute_sql(s)`, []string{"A B " + H}},
		{"if else", `if batch:
    s = "A"
else:
    s = "B"
t_env.execute_sql(s)`, []string{"A", "B"}},
		{"if without else", `s = "A"
if x:
    s = "B"
t_env.execute_sql(s)`, []string{"B", "A"}},
		{"name main", `if __name__ == "__main__":
    s = "MAIN"
    t_env.execute_sql(s)`, []string{"MAIN"}},
		{"class attribute", `class Q:
    DDL = "CREATE TABLE c"
t_env.execute_sql(Q.DDL)`, []string{"CREATE TABLE c"}},
		{"self attribute", `class Job:
    DDL = "CREATE TABLE s"
    def run(self):
        self.t_env.execute_sql(self.DDL)`, []string{"CREATE TABLE s"}},
		{"dataclass default", `from dataclasses import dataclass
@dataclass
class Cfg:
    table: str = "t1"
    path: str = "s3://x"
cfg = Cfg(path="s3://y")
t_env.execute_sql(f"CREATE TABLE {cfg.table} WITH ('path'='{cfg.path}')")`, []string{"CREATE TABLE t1 WITH ('path'='s3://y')"}},
		{"namedtuple positional", `class Cfg(NamedTuple):
    table: str
    path: str = "s3://x"
cfg = Cfg("t2")
t_env.execute_sql(f"{cfg.table} {cfg.path}")`, []string{"t2 s3://x"}},
		{"helper function", `def ddl(name, path="s3://d"):
    return f"CREATE TABLE {name} WITH ('path'='{path}')"
t_env.execute_sql(ddl("t"))
t_env.execute_sql(ddl(unknown, path="s3://e"))`, []string{"CREATE TABLE t WITH ('path'='s3://d')", "CREATE TABLE " + H + " WITH ('path'='s3://e')"}},
		{"helper two levels", `def opts(c):
    return f"'connector'='{c}'"
def ddl(n):
    return "CREATE TABLE " + n + " WITH (" + opts("filesystem") + ")"
t_env.execute_sql(ddl("x"))`, []string{"CREATE TABLE x WITH ('connector'='filesystem')"}},
		{"helper with local", `def ddl(n):
    body = f"CREATE TABLE {n}"
    return body
t_env.execute_sql(ddl("z"))`, []string{"CREATE TABLE z"}},
		{"helper if returns", `def ddl(batch):
    if batch:
        return "A"
    return "B"
t_env.execute_sql(ddl(True))`, []string{"A", "B"}},
		{"loop over list", `STMTS = ["CREATE TABLE a", "CREATE TABLE b"]
for s in STMTS:
    t_env.execute_sql(s)`, []string{"CREATE TABLE a", "CREATE TABLE b"}},
		{"split statements", `TEXT = """CREATE TABLE a;
CREATE TABLE b;"""
for stmt in TEXT.split(";"):
    if stmt.strip():
        t_env.execute_sql(stmt)`, []string{"CREATE TABLE a", "\nCREATE TABLE b"}},
		{"comprehension", `[t_env.execute_sql(s) for s in ("X", "Y")]`, []string{"X", "Y"}},
		{"tuple unpack", `a, b = "A", "B"
t_env.execute_sql(b)`, []string{"B"}},
		{"dict lookup", `D = {"k": "V"}
t_env.execute_sql(D["k"])`, []string{"V"}},
		{"conditional expression", `t_env.execute_sql("A" if x else "B")`, []string{"A", "B"}},
		{"statement set", `ss = t_env.create_statement_set()
ss.add_insert_sql("INSERT INTO a SELECT 1")`, []string{"INSERT INTO a SELECT 1"}},
		{"sql_query", `t_env.sql_query("SELECT 1")`, []string{"SELECT 1"}},
		{"parameter unknown", `def f(q):
    t_env.execute_sql(q + " x")`, []string{H + " x"}},
		{"recursion bounded", `def f(x):
    return f(x) + "a"
t_env.execute_sql(f("b"))`, nil},
		{"self reference", `s = s + "a"
t_env.execute_sql(s)`, []string{H + "a"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := "import pyflink\n" + tc.src + "\n"
			m := parseSrc(t, src)
			checkMap(t, src, m)
			got := sqlTexts(m)
			if tc.want == nil {
				return // only: no panic, bounded
			}
			if strings.Join(got, "|") != strings.Join(tc.want, "|") {
				a, b := append([]string{}, got...), append([]string{}, tc.want...)
				sort.Strings(a)
				sort.Strings(b)
				if strings.Join(a, "|") != strings.Join(b, "|") {
					t.Errorf("got %q\nwant %q", got, tc.want)
				}
			}
		})
	}
}

func TestImportedHelper(t *testing.T) {
	helpers := `import textwrap
PATH = "s3://bucket/out"
def sink_ddl(name, compaction="true"):
    return textwrap.dedent(f"""
        CREATE TABLE {name} WITH (
          'connector' = 'filesystem',
          'path' = '{PATH}',
          'auto-compaction' = '{compaction}'
        )""")
`
	src := `from pyflink.table import TableEnvironment
from common.helpers import sink_ddl, PATH
import common.helpers as h
t_env.execute_sql(sink_ddl("out"))
t_env.execute_sql("SELECT '" + PATH + "'")
t_env.execute_sql(h.sink_ddl("o2", compaction="false"))
`
	resolver := func(_, mod string) (string, []byte, bool) {
		if mod == "common.helpers" {
			return "common/helpers.py", []byte(helpers), true
		}
		return "", nil, false
	}
	p := NewParser()
	defer p.Close()
	m := p.Parse("job.py", []byte(src), resolver)
	checkMap(t, src, m)
	if len(m.SQL) != 3 {
		t.Fatalf("got %q", sqlTexts(m))
	}
	s := m.SQL[0]
	if !strings.Contains(s.Text, "'auto-compaction' = 'true'") || !strings.Contains(s.Text, "CREATE TABLE out WITH") {
		t.Errorf("text %q", s.Text)
	}
	i := strings.Index(s.Text, "'auto-compaction'")
	sp := s.PySpan(i, i+5)
	if got := src[sp.Start:sp.End]; got != `sink_ddl("out")` {
		t.Errorf("foreign bytes map to %q", got)
	}
	var seg Segment
	for _, g := range s.Segments {
		if g.SQLStart <= i && i < g.SQLEnd {
			seg = g
		}
	}
	if seg.Path != "common/helpers.py" || !strings.HasPrefix(helpers[seg.SrcStart:], "'auto-compaction'") && !strings.Contains(helpers[seg.SrcStart:seg.SrcEnd], "auto-compaction") {
		t.Errorf("segment origin %+v", seg)
	}
	if path, sp := s.SrcSpan(i, i+len("'auto-compaction'")); path != "common/helpers.py" || helpers[sp.Start:sp.End] != "'auto-compaction'" {
		t.Errorf("SrcSpan: %s %+v", path, sp)
	}
	if m.SQL[1].Text != "SELECT 's3://bucket/out'" {
		t.Errorf("imported constant: %q", m.SQL[1].Text)
	}
	if !strings.Contains(m.SQL[2].Text, "'auto-compaction' = 'false'") {
		t.Errorf("module attribute helper: %q", m.SQL[2].Text)
	}
}

func TestSQLFiles(t *testing.T) {
	src := `import os, pkgutil
from pathlib import Path
HERE = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(HERE, "sql", "create.sql")) as f:
    t_env.execute_sql(f.read())
t_env.execute_sql(Path(__file__).parent.joinpath("insert.sql").read_text())
ddl = (Path(__file__).parent.parent / "shared" / "tables.sql").read_text()
data = pkgutil.get_data(__name__, "queries/q.sql").decode()
cfg = open("/opt/flink/conf/x.sql").read()
for name in ["a.sql", "b.sql"]:
    t_env.execute_sql(open(os.path.join(HERE, name)).read())
notes = open("README.md").read()
`
	m := parseSrc(t, src)
	var got []string
	for _, f := range m.SQLFiles {
		got = append(got, f.Path)
	}
	want := []string{"sql/create.sql", "insert.sql", "../shared/tables.sql", "queries/q.sql", "/opt/flink/conf/x.sql", "a.sql", "b.sql"}
	sort.Strings(got)
	sort.Strings(want)
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("files %q\nwant %q", got, want)
	}
	if len(m.SQL) != 0 {
		t.Errorf("file contents are not SQL texts: %q", sqlTexts(m))
	}
}

func TestDecoys(t *testing.T) {
	src := `"""Module doc: t_env.execute_sql("CREATE TABLE x WITH ('auto-compaction' = 'true')")"""
import pyflink
# t_env.execute_sql("CREATE TABLE c WITH ('auto-compaction' = 'true')")
NOTE = "set 'auto-compaction' = 'true' to compact files"
def f():
    """t_env.execute_sql('x')"""
    print("'auto-compaction' = 'true'")
    log.info("execute_sql(%s)", NOTE)
`
	m := parseSrc(t, src)
	if len(m.SQL) != 0 || len(m.Descriptors) != 0 || len(m.Settings) != 0 {
		t.Errorf("decoys extracted: %+v", m)
	}
	if len(m.Comments) != 1 {
		t.Errorf("comments: %+v", m.Comments)
	}
}

func TestSQLInsideHelperPerCallSite(t *testing.T) {
	src := `import pyflink
def create_sink(t_env, name, compaction="true"):
    t_env.execute_sql(f"CREATE TABLE {name} WITH ('auto-compaction' = '{compaction}')")
create_sink(t_env, "a")
create_sink(t_env, "b", compaction="false")
`
	m := parseSrc(t, src)
	checkMap(t, src, m)
	got := sqlTexts(m)
	want := []string{"CREATE TABLE a WITH ('auto-compaction' = 'true')", "CREATE TABLE b WITH ('auto-compaction' = 'false')"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("got %q", got)
	}
	for i, s := range m.SQL {
		if s.Variant != i || s.Via == (Span{}) || !strings.HasPrefix(src[s.Via.Start:s.Via.End], "create_sink(") {
			t.Errorf("text %d: variant %d via %q", i, s.Variant, src[s.Via.Start:s.Via.End])
		}
	}
	// 'false' comes from the call site's keyword argument.
	s := m.SQL[1]
	i := strings.Index(s.Text, "'false'") + 1
	sp := s.PySpan(i, i+5)
	if src[sp.Start:sp.End] != "false" || sp.Start < strings.Index(src, `compaction="false"`) {
		t.Errorf("false maps to %q at %d", src[sp.Start:sp.End], sp.Start)
	}
}

// TestOccurrencesIndexMatchesScans: the index of every name
// (indexOccurrences) lists what a scan per name lists, over the corpus.
func TestOccurrencesIndexMatchesScans(t *testing.T) {
	p := NewParser()
	defer p.Close()
	e := &evaluator{p: p}
	compared := 0
	for name, src := range piecesCorpus(t) {
		var scanned, indexed treeStorage
		fs, err1 := p.parseFileInto(&scanned, name, src)
		fi, err2 := p.parseFileInto(&indexed, name, src)
		if err1 != nil || err2 != nil {
			continue
		}
		names := []string{"*", "no_such_name"}
		seen := map[string]bool{}
		for i := range fs.nodes {
			if n := &fs.nodes[i]; n.kind() == "identifier" && !seen[textOf(n, fs)] {
				seen[textOf(n, fs)] = true
				names = append(names, textOf(n, fs))
			}
		}
		e.occurrences(fi, "") // lists the identifiers
		fi.indexOccurrences()
		for _, id := range names {
			var want []int
			for _, n := range e.occurrences(fs, id) {
				want = append(want, n.start)
			}
			fs.occurrences = map[string][]*syntaxNode{} // fs is always scanned
			var got []int
			for _, n := range e.occurrences(fi, id) {
				got = append(got, n.start)
			}
			if !slices.Equal(got, want) {
				t.Fatalf("%s: %q indexed at %v, scanned at %v", name, id, got, want)
			}
			compared++
		}
	}
	if compared < 1000 {
		t.Errorf("only %d names compared", compared)
	}
}
