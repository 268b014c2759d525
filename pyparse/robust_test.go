package pyparse

import (
	"strings"
	"testing"
)

func TestRelevant(t *testing.T) {
	tests := []struct {
		src  string
		want bool
	}{
		{"from pyflink.table import TableEnvironment", true},
		{"t_env.execute_sql('x')", true},
		{"import aws_cdk.aws_kinesisanalytics_flink_alpha as flink", true},
		{"from aws_cdk import aws_kinesisanalytics as kda", true},
		{"kda.CfnApplicationV2(self, 'x')", true},
		{"import numpy as np\nprint('hello')", false},
		{"", false},
	}
	for _, tc := range tests {
		if got := Relevant([]byte(tc.src)); got != tc.want {
			t.Errorf("Relevant(%q) = %v", tc.src, got)
		}
	}
}

func TestSyntaxErrorsStillExtract(t *testing.T) {
	src := "import pyflink\ndef broken(:\n    pass\nt_env.execute_sql(\"SELECT 1\")\n"
	m := parseSrc(t, src)
	if len(m.Errors) == 0 {
		t.Fatal("no syntax error reported")
	}
	if m.Errors[0].Span.Start < 15 || m.Errors[0].Span.Start > 30 {
		t.Errorf("error at %+v", m.Errors[0].Span)
	}
	if len(m.SQL) != 1 || m.SQL[0].Text != "SELECT 1" {
		t.Errorf("sql: %q", sqlTexts(m))
	}
}

// TestDeepInputs checks that pathological nesting is bounded, not a crash.
func TestDeepInputs(t *testing.T) {
	inputs := map[string]string{
		"parens":     "t_env.execute_sql(" + strings.Repeat("(", 5000) + `"x"` + strings.Repeat(")", 5000) + ")",
		"plus chain": "t_env.execute_sql(" + strings.Repeat(`"a" + `, 20000) + `"b")`,
		"implicit":   "t_env.execute_sql(" + strings.Repeat(`"ab" `, 20000) + ")",
		"name chain": func() string {
			var b strings.Builder
			b.WriteString("v0 = 'x'\n")
			for i := 1; i < 3000; i++ {
				b.WriteString("v" + itoa(i) + " = v" + itoa(i-1) + " + v" + itoa(i-1) + "\n")
			}
			b.WriteString("t_env.execute_sql(v2999)\n")
			return b.String()
		}(),
		"if ladder": func() string {
			var b strings.Builder
			b.WriteString("s = 'a'\n")
			for i := 0; i < 200; i++ {
				b.WriteString("if c" + itoa(i) + ":\n    s = s + '" + itoa(i) + "'\nelse:\n    s = s + 'x'\n")
			}
			b.WriteString("t_env.execute_sql(s)\n")
			return b.String()
		}(),
		"deep blocks": strings.Repeat("if x:\n", 1) + func() string {
			var b strings.Builder
			for i := 0; i < 300; i++ {
				b.WriteString(strings.Repeat(" ", i) + "if x:\n")
			}
			b.WriteString(strings.Repeat(" ", 300) + "t_env.execute_sql('deep')\n")
			return b.String()
		}(),
		"fstring nest": "t_env.execute_sql(" + strings.Repeat(`f"{`, 200) + "1" + strings.Repeat(`}"`, 200) + ")",
		"call chain":   "t = TableDescriptor.for_connector('x')" + strings.Repeat(".option('a', 'b')", 3000) + ".build()",
		"list":         "t_env.execute_sql(','.join([" + strings.Repeat(`"a", `, 20000) + "]))",
	}
	p := NewParser()
	defer p.Close()
	for name, src := range inputs {
		t.Run(name, func(t *testing.T) {
			src = "import pyflink\n" + src
			m := p.Parse("deep.py", []byte(src), nil)
			checkMap(t, src, m)
			checkSpans(t, src, m)
			for _, e := range m.Errors {
				if strings.HasPrefix(e.Msg, "internal error") {
					t.Fatal(e.Msg)
				}
			}
		})
	}
}

func itoa(i int) string {
	return strings.TrimSpace(strings.Repeat(" ", 0) + string(rune('0'+i/1000%10)) + string(rune('0'+i/100%10)) + string(rune('0'+i/10%10)) + string(rune('0'+i%10)))
}
