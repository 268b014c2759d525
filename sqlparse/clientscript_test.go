package sqlparse

import "testing"

func TestBlankClientScript(t *testing.T) {
	src := "# it's a comment\nCREATE TABLE s (id INT) WITH ('connector' = 'datagen');\n!ok\n" +
		"SELECT * FROM s;\n+----+\n| it's output |\n!ok\nSET 'a' = 'b'; -- set it\n[INFO] it's set\n!info\n"
	got := BlankClientScript(src)
	if len(got) != len(src) {
		t.Fatalf("length %d, want %d", len(got), len(src))
	}
	script := Parse(got)
	if len(script.Errors) != 0 {
		t.Errorf("errors on the blanked script: %v\n%s", script.Errors[0], got)
	}
	if len(script.Statements) != 3 {
		t.Errorf("%d statements, want 3:\n%s", len(script.Statements), got)
	}
	if errs := Parse(src).Errors; len(errs) == 0 {
		t.Error("the raw script parses cleanly: the test shows nothing")
	}
}
