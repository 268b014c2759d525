package pyparse

import (
	"fmt"
	"strings"
	"testing"
)

// facts renders what a Module holds as one line per SQL text and setting,
// each with the exact source text of its span, so a table can compare them.
func facts(src string, m *Module) []string {
	at := func(sp Span) string {
		if sp.Start < 0 || sp.End > len(src) || sp.Start > sp.End {
			return fmt.Sprintf("<bad span %d-%d>", sp.Start, sp.End)
		}
		return src[sp.Start:sp.End]
	}
	var out []string
	for _, s := range m.SQL {
		out = append(out, fmt.Sprintf("sql %s %q @ %s", s.API, s.Text, at(s.Call)))
	}
	for _, f := range m.SQLFiles {
		out = append(out, fmt.Sprintf("file %s @ %s", f.Path, at(f.Span)))
	}
	for _, s := range m.Settings {
		line := fmt.Sprintf("setting %s=%s known=%v (%s) @ %s", s.Key.Value, s.Value.Value, s.Value.Known, s.API, at(s.Span))
		out = append(out, line)
	}
	return out
}

func sameFacts(t *testing.T, got, want []string) {
	t.Helper()
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n\t%s\nwant\n\t%s", strings.Join(got, "\n\t"), strings.Join(want, "\n\t"))
	}
}

func TestParenthesizedCallee(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []string
	}{
		{"sql", `(t_env.execute_sql)("SELECT 1")`,
			[]string{`sql execute_sql "SELECT 1" @ (t_env.execute_sql)("SELECT 1")`}},
		{"nested parentheses", `((t_env.execute_sql))("SELECT 1")`,
			[]string{`sql execute_sql "SELECT 1" @ ((t_env.execute_sql))("SELECT 1")`}},
		{"parentheses over lines", "(\n    t_env.execute_sql\n)(\"SELECT 1\")",
			[]string{"sql execute_sql \"SELECT 1\" @ (\n    t_env.execute_sql\n)(\"SELECT 1\")"}},
		{"space before the arguments", `( t_env.sql_query ) ("SELECT 2")`,
			[]string{`sql sql_query "SELECT 2" @ ( t_env.sql_query ) ("SELECT 2")`}},
		{"setting", "env = StreamExecutionEnvironment.get_execution_environment()\n(env.set_parallelism)(4)",
			[]string{`setting parallelism.default=4 known=true (set_parallelism) @ (env.set_parallelism)(4)`}},
		{"config set", `(t_env.get_config().set)("pipeline.name", "j")`,
			[]string{`setting pipeline.name=j known=true (get_config().set) @ (t_env.get_config().set)("pipeline.name", "j")`}},
		{"bare function name", `(open)("x.sql")`, []string{`file x.sql @ "x.sql"`}},
		{"tuple is not a callee", `(t_env.execute_sql, 1)("SELECT 1")`, nil},
		{"expression is not a callee", `(t_env.execute_sql or f)("SELECT 1")`, nil},
		{"parenthesised name is not called", `(t_env.execute_sql)`, nil},
		{"called later on", `f = (t_env.execute_sql)
f("SELECT 1")`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := "import pyflink\n" + tt.src + "\n"
			m := parseSrc(t, src)
			sameFacts(t, facts(src, m), tt.want)
		})
	}
}
