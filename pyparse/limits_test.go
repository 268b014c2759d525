package pyparse

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEvaluationLimits checks that an evaluation stopped by a limit is
// reported once, at the place it stopped, and that the realistic jobs hit
// none.
func TestEvaluationLimits(t *testing.T) {
	const head = "from pyflink.table import TableEnvironment\n"
	chain := head
	for i := 0; i < 8; i++ {
		chain += "def h" + string(rune('0'+i)) + "(s):\n    return h" + string(rune('1'+i)) + "(s)\n"
	}
	chain += "def h8(s):\n    return s\nt_env.execute_sql(h0('SELECT 1'))\n"
	tests := []struct {
		name, src, want, at string
	}{
		{"nesting", head + "t_env.execute_sql(" + strings.Repeat("(", 70) + "'SELECT 1'" + strings.Repeat(")", 70) + ")\n",
			"an expression nested deeper than 64", strings.Repeat("(", 6) + "'SELECT 1'" + strings.Repeat(")", 6)},
		{"long string", head + "def twice(s):\n    return s + s\nt_env.execute_sql(" + strings.Repeat("twice(", 17) + "'SELECT 1;'" + strings.Repeat(")", 17) + ")\n",
			"a string built longer than 1048576 bytes", "s + s"},
		{"helper chain", chain, "helper functions calling each other more than 6 deep", "h6(s)"},
		{"within the limits", head + "t_env.execute_sql(((('SELECT 1'))))\n", "", ""},
	}
	p := NewParser()
	defer p.Close()
	for _, tc := range tests {
		m := p.Parse("job.py", []byte(tc.src), nil)
		var limits []Error
		for _, e := range m.Errors {
			if e.Limit {
				limits = append(limits, e)
			}
		}
		if tc.want == "" {
			if len(limits) != 0 {
				t.Errorf("%s: unexpected limit %v", tc.name, limits)
			}
			continue
		}
		if len(limits) != 1 || !strings.HasPrefix(limits[0].Msg, tc.want) {
			t.Errorf("%s: limits %v, want one starting %q", tc.name, limits, tc.want)
			continue
		}
		if got := tc.src[limits[0].Span.Start:limits[0].Span.End]; got != tc.at {
			t.Errorf("%s: reported at %q, want %q", tc.name, got, tc.at)
		}
	}
	files, _ := filepath.Glob("testdata/*.py")
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range p.Parse(f, src, nil).Errors {
			if e.Limit {
				t.Errorf("%s: a realistic job hits a limit: %v", f, e)
			}
		}
	}
}
