package linter

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/flinklint/flinklint/model"
)

func TestParseBuffer(t *testing.T) {
	dir := t.TempDir()
	// The job reads a module's constant: the buffer's SQL holds its value,
	// read from the project as a run reads it.
	if err := os.WriteFile(filepath.Join(dir, "names.py"), []byte("TOPIC = 'orders'\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	src := []byte("from names import TOPIC\nt_env.execute_sql(f\"CREATE TABLE t (a INT) WITH ('topic' = '{TOPIC}')\")\n")
	f := ParseBuffer(dir, "job.py", src)
	if f == nil || f.Kind != model.PythonFile || len(f.Embedded) != 1 {
		t.Fatalf("ParseBuffer = %+v; want a Python file with one SQL text", f)
	}
	if got := f.Embedded[0].Text.Text; got != "CREATE TABLE t (a INT) WITH ('topic' = 'orders')" {
		t.Errorf("SQL %q: want the module's constant in it", got)
	}
	if f.Tok == nil || f.Tok.Size() != len(src) {
		t.Error("no token file of the buffer's size")
	}
	if sql := ParseBuffer(dir, "a.sql", []byte("SELECT 1")); sql == nil || sql.SQL == nil {
		t.Error("a .sql buffer is not parsed")
	}
	// Its lines are the run's: a lone CR ends a line, as in the findings'
	// locations and the LSP.
	if sql := ParseBuffer(dir, "b.sql", []byte("SELECT 1;\rSELECT 2;\r\nSELECT 3")); sql == nil || sql.Tok.LineCount() != 3 {
		t.Error("the buffer's lines are not split at a lone CR")
	}
	if ParseBuffer(dir, "README.md", []byte("# x")) != nil {
		t.Error("a README is parsed")
	}
}
