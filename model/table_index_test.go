package model

import (
	"fmt"
	"go/token"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/internal/scaling"
	"github.com/flinklint/flinklint/sqlparse"
)

// TestTableLookupIsIndexed: a job of n tables, each created and written,
// costs linearly to build and to read its writes and table facts. Job.Table
// was a scan of the job's tables, called per statement: a 1 MB PyFlink job
// of 12,000 statements spent a sixth of its run in it.
func TestTableLookupIsIndexed(t *testing.T) {
	if testing.Short() {
		t.Skip("times runs")
	}
	parsed := map[int]*sqlparse.Script{} // parsing is not what is timed
	scaling.Linear(t, "tables created and written", 2000, func(n int) {
		script := parsed[n]
		src := tablesWritten(n)
		if script == nil {
			script = sqlparse.Parse(src)
			parsed[n] = script
		}
		fset := token.NewFileSet()
		f := &File{Path: "job.sql", Src: []byte(src), Kind: SQLFile, SQL: script}
		f.Tok = fset.AddFile(f.Path, -1, len(f.Src))
		m := Build(&Input{Fset: fset, Files: []*File{f}})
		j := m.Jobs[0]
		if len(j.Writes()) != n || j.TableFacts() == nil {
			t.Fatalf("got %d writes, want %d", len(j.Writes()), n)
		}
	})
}

func tablesWritten(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "CREATE TABLE s%[1]d (id BIGINT) WITH ('connector' = 'datagen');\nCREATE TABLE k%[1]d (id BIGINT) WITH ('connector' = 'blackhole');\nINSERT INTO k%[1]d SELECT id FROM s%[1]d;\n", i)
	}
	return b.String()
}

// TestTableIndexAgreesWithScan: the index finds what a scan from the last
// table finds: the last declaration of a name, never a table whose name is
// not known.
func TestTableIndexAgreesWithScan(t *testing.T) {
	j := &Job{}
	a1, b, a2 := &Table{Name: "a"}, &Table{Name: "b"}, &Table{Name: "a"}
	unknown := &Table{Name: "b", NameUnknown: true}
	for _, tb := range []*Table{a1, b, a2, unknown} {
		j.addTable(tb)
	}
	if j.Table("a") != a2 || j.Table("b") != b || j.Table("c") != nil {
		t.Fatalf("Table: a=%p (want %p) b=%p (want %p) c=%v", j.Table("a"), a2, j.Table("b"), b, j.Table("c"))
	}
	// Tables appended without addTable are still found, by a scan.
	c := &Table{Name: "c"}
	j.Tables = append(j.Tables, c)
	if j.Table("c") != c || j.Table("a") != a2 {
		t.Fatal("a table appended directly is not found")
	}
}
