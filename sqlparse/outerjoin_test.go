package sqlparse

import "testing"

// TestOuterJoin checks Query.OuterJoin: only regular LEFT/RIGHT/FULL joins
// count; inner, lookup, temporal and interval joins do not.
func TestOuterJoin(t *testing.T) {
	tests := []struct {
		sql   string
		outer bool
	}{
		{"SELECT * FROM a JOIN b ON a.id = b.id", false},
		{"SELECT * FROM a INNER JOIN b ON a.id = b.id", false},
		{"SELECT * FROM a LEFT JOIN b ON a.id = b.id", true},
		{"SELECT * FROM a LEFT OUTER JOIN b ON a.id = b.id", true},
		{"SELECT * FROM a right outer join b ON a.id = b.id", true},
		{"SELECT * FROM a FULL JOIN b ON a.id = b.id", true},
		{"SELECT * FROM a JOIN b ON a.id = b.id LEFT JOIN c ON b.id = c.id", true},
		{"SELECT * FROM o LEFT JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r ON o.cur = r.cur", false},
		{"SELECT * FROM a LEFT JOIN b ON a.id = b.id AND a.ts BETWEEN b.ts - INTERVAL '1' HOUR AND b.ts", false},
		{"SELECT * FROM a, b WHERE a.id = b.id", false},
		{"SELECT * FROM (SELECT * FROM a LEFT JOIN b ON a.id = b.id)", true},
	}
	for _, tt := range tests {
		s := Parse(tt.sql)
		if len(s.Statements) != 1 {
			t.Fatalf("%q: %d statements, errors %v", tt.sql, len(s.Statements), s.Errors)
		}
		sel, ok := s.Statements[0].(*Select)
		if !ok || sel.Query == nil {
			t.Fatalf("%q: not a query: %T", tt.sql, s.Statements[0])
		}
		if sel.Query.OuterJoin != tt.outer {
			t.Errorf("%q: OuterJoin = %v, want %v", tt.sql, sel.Query.OuterJoin, tt.outer)
		}
	}
}
