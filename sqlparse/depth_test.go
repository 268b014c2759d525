package sqlparse

import (
	"strings"
	"testing"
)

// Issue 46 item 3: a query nested past the AST builder's depth limit is
// reported (FL900) at the place the limit was hit, not given up silently;
// one nested less deep is modelled without a word.
func TestDeepQueryReported(t *testing.T) {
	for _, tt := range []struct {
		name   string
		n      int
		nested func(n int) string
		deep   bool
	}{
		{"parentheses 20", 20, func(n int) string { return strings.Repeat("(", n) + "1" + strings.Repeat(")", n) }, false},
		{"parentheses 100", 100, func(n int) string { return strings.Repeat("(", n) + "1" + strings.Repeat(")", n) }, true},
		{"sums 100", 100, func(n int) string { return strings.Repeat("1 + (", n) + "1" + strings.Repeat(")", n) }, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			src := "INSERT INTO t SELECT " + tt.nested(tt.n) + " FROM s;"
			s := Parse(src)
			var msgs []string
			for _, e := range s.Errors {
				msgs = append(msgs, e.Msg)
			}
			if !tt.deep {
				if len(s.Errors) > 0 {
					t.Errorf("errors for a query within the limit: %q", msgs)
				}
				return
			}
			if len(s.Errors) != 1 || !strings.Contains(s.Errors[0].Msg, "nested deeper than 200 levels") {
				t.Fatalf("errors %q, want one about the nesting", msgs)
			}
			// A limit of flinklint, not a fault of the query: the run that
			// meets it is incomplete (issue 46 item 3).
			if !s.Errors[0].NotAnalysed {
				t.Error("the depth error is not marked NotAnalysed")
			}
			if at := s.Errors[0].Span.Start; at <= len("INSERT INTO t SELECT ") || at >= len(src)-len(" FROM s;") {
				t.Errorf("error at byte %d, want inside the nested expression", at)
			}
		})
	}
}

// TestSyntaxErrorIsAnalysed: an ordinary syntax error is a fault of the
// input, not a limit of the parser.
func TestSyntaxErrorIsAnalysed(t *testing.T) {
	s := Parse("SELECT (1 FROM s;\nCREATE TABLE t (c MAP<INT>);")
	if len(s.Errors) != 2 {
		t.Fatalf("errors %v, want 2", s.Errors)
	}
	for _, e := range s.Errors {
		if e.NotAnalysed {
			t.Errorf("%q is marked NotAnalysed", e.Msg)
		}
	}
}
