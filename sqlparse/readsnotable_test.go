package sqlparse

import "testing"

func TestReadsNoTable(t *testing.T) {
	tests := []struct {
		sql  string
		want bool
	}{
		{"SELECT * FROM (VALUES (1, 2)) T(a, b)", true},
		{"SELECT * FROM (VALUES (1, 2)) AS T(a, b)", true},
		{"SELECT a FROM (SELECT * FROM (VALUES (1)) v(a)) w", true},
		{"SELECT 1", true},
		{"VALUES (1), (2)", true},
		{"SELECT * FROM (VALUES (1)) t(a) UNION ALL SELECT * FROM (VALUES (2)) u(a)", true},
		{"SELECT * FROM src", false},
		{"SELECT * FROM (VALUES (1)) t(a) UNION ALL SELECT a FROM src", false},
		{"SELECT * FROM (VALUES (1)) t(a) WHERE a IN (SELECT a FROM src)", false},
		{"SELECT (SELECT max(a) FROM src) FROM (VALUES (1)) t(x)", false},
		{"WITH v AS (VALUES (1)) SELECT * FROM v", false},
		{"SELECT * FROM TABLE(gen())", false},
		{"SELECT * FROM UNNEST(ARRAY[1, 2]) AS t(a)", false},
		{"SELECT * FROM (VALUES (1)) t(a), LATERAL TABLE(f(a))", false},
	}
	for _, tt := range tests {
		s := Parse(tt.sql)
		if len(s.Errors) > 0 || len(s.Statements) != 1 {
			t.Fatalf("%q: %v", tt.sql, s.Errors)
		}
		sel, ok := s.Statements[0].(*Select)
		if !ok {
			t.Fatalf("%q: %T", tt.sql, s.Statements[0])
		}
		if got := sel.Query.ReadsNoTable(); got != tt.want {
			t.Errorf("ReadsNoTable(%q) = %v, want %v", tt.sql, got, tt.want)
		}
	}
}
