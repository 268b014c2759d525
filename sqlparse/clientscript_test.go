package sqlparse

import "testing"

func TestBlankClientScript(t *testing.T) {
	src := "# it's a comment\nCREATE TABLE s (id INT) WITH ('connector' = 'datagen');\n!ok\n" +
		"SELECT * FROM s;\n+----+\n| it's output |\n!ok\nSET 'a' = 'b'; -- set it\n[INFO] it's set\n!info\n" +
		"INSERT INTO s SELECT 1;\n!output\nJob ID:\n!info\n" + // the SQL gateway's form
		"EXECUTE STATEMENT SET\nBEGIN\nINSERT INTO s SELECT 1;\nINSERT INTO s SELECT 2;\nEND;\n!output\nJob ID:\n!info\n" +
		"SELECT ';\n';\n| ; |\n!ok\n" + // a literal with a ';' and a line break
		"SELECT /*;\n'*/ 1;\n| 1 |\n!ok\n"
	got := BlankClientScript(src)
	if len(got) != len(src) {
		t.Fatalf("length %d, want %d", len(got), len(src))
	}
	script := Parse(got)
	if len(script.Errors) != 0 {
		t.Errorf("errors on the blanked script: %v\n%s", script.Errors[0], got)
	}
	if len(script.Statements) != 7 {
		t.Errorf("%d statements, want 7:\n%s", len(script.Statements), got)
	}
	if raw := Parse(src); len(raw.Errors) == 0 && len(raw.Statements) == len(script.Statements) {
		t.Error("the raw script parses cleanly: the test shows nothing")
	}
}
