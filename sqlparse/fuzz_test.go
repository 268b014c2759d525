package sqlparse

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// FuzzParse checks that Parse never panics, always terminates, keeps
// every span inside the input and ordered, and gives every query a tree
// (an opaque node at worst).
func FuzzParse(f *testing.F) {
	for _, dir := range []string{"scripts", "nasty"} {
		files, _ := filepath.Glob(filepath.Join("testdata", dir, "*.sql"))
		for _, file := range files {
			if data, err := os.ReadFile(file); err == nil {
				f.Add(string(data))
			}
		}
	}
	// The conformance statements reach every production of the grammar.
	files, _ := filepath.Glob(filepath.Join("testdata", "conformance", "*.txt"))
	for _, file := range files {
		data, _ := os.ReadFile(file)
		for _, line := range strings.Split(string(data), "\n") {
			if kind, stmt, ok := strings.Cut(line, " "); ok && (kind == "ok" || kind == "bad") {
				f.Add(strings.TrimSpace(stmt))
			}
		}
	}
	for _, s := range []string{
		"", ";", "BEGIN STATEMENT SET;", "EXECUTE STATEMENT SET BEGIN END", "/*+", "'", "`", "U&'\\", "--",
		"CREATE TABLE t (a ROW<b ARRAY<MAP<INT, STRING>>>) WITH ('k'='v') LIKE s (INCLUDING ALL)",
		"INSERT INTO t /*+ OPTIONS('a'='b') */ SELECT * FROM s /*+ OPTIONS(x) */ JOIN d FOR SYSTEM_TIME AS OF s.t ON a=b",
		"SELECT a.b[1].c, CAST(x AS ROW<a INT>), CASE WHEN a THEN b END FROM TABLE(HOP(TABLE t, DESCRIPTOR(ts), INTERVAL '1' DAY TO SECOND, INTERVAL '5' MINUTES)) GROUP BY ROLLUP(a, b)",
		"WITH c (x) AS (VALUES 1, 2) SELECT * FROM c, UNNEST(ARRAY[1, 2]) AS u(v) WHERE x NOT IN (SELECT 1) ORDER BY 1 OFFSET 1 ROWS FETCH NEXT 2 ROWS ONLY",
		"SET a=" + HoleString, "ALTER TABLE t RESET ('a',", "CREATE FUNCTION f AS 'x' USING JAR",
		"SELECT * FROM TABLE(SESSION(TABLE t PARTITION BY k, DESCRIPTOR(ts), INTERVAL '1' MINUTE))",
		"SELECT * FROM TABLE(f(TABLE t PARTITION BY (a, b) ORDER BY (ts DESC, x), DATA => (SELECT 1) PARTITION BY a ORDER BY b, 3))",
		"SELECT * FROM TABLE(TUMBLE((SELECT * FROM t), DESCRIPTOR(ts), INTERVAL '1' MINUTE))",
		"SELECT * FROM TABLE(TUMBLE(TABLE (SELECT * FROM t), DESCRIPTOR(ts), INTERVAL '1' MINUTE))",
		"SELECT COALESCE(SELECT x, y FROM t WHERE z), f(WITH w AS (SELECT 1) SELECT * FROM w PARTITION BY a)", "SELECT * FROM\n\n;", "BEGIN STATEMENT SET;\nINSERT INTO t\n;\nEND;",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		done := make(chan *Script, 1)
		go func() { done <- Parse(src) }()
		var s *Script
		select {
		case s = <-done:
		case <-time.After(10 * time.Second):
			t.Fatalf("Parse did not terminate on %q", src)
		}
		checkSpans(t, src, s)
		checkOrder(t, s)
		checkAST(t, src, s)
		// The lexical dialect tests read the same input: they must not panic either.
		HasFlinkEvidence(src)
		OtherDialectEvidence(src)
		JinjaTemplate(src)
	})
}

// checkOrder asserts that statements do not overlap and come in input order
// (a CTAS run by a statement set comes before the set, inside its span),
// and that every error and comment span is inside the input.
func checkOrder(t testing.TB, s *Script) {
	t.Helper()
	prev, setStart := 0, 0 // setStart: where the statements a set encloses may start
	for i, st := range s.Statements {
		sp := st.StmtSpan()
		if set, ok := st.(*StatementSet); ok && sp.Start < prev && setStart < i {
			for _, inner := range s.Statements[setStart:i] {
				if inner.StmtSpan().Start < sp.Start || inner.StmtSpan().End > sp.End {
					t.Fatalf("statement %d (a set at %d-%d) overlaps a statement it does not enclose", i, set.Span.Start, set.Span.End)
				}
			}
		} else if sp.Start < prev {
			t.Fatalf("statement %d starts at %d, before the end %d of the previous one", i, sp.Start, prev)
		}
		if _, ok := st.(*StatementSet); ok || !isCTAS(st) {
			setStart = i + 1
		}
		prev = sp.End
	}
	for i := 1; i < len(s.Errors); i++ {
		if s.Errors[i].Span.Start < s.Errors[i-1].Span.Start {
			t.Fatalf("errors not sorted: %v", s.Errors)
		}
	}
	for _, e := range s.Errors {
		if e.Msg == "" || strings.TrimSpace(e.Msg) != e.Msg {
			t.Fatalf("bad error message %q", e.Msg)
		}
	}
}

func isCTAS(st Statement) bool {
	ct, ok := st.(*CreateTable)
	return ok && ct.AsQuery != nil
}
