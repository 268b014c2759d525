package sqlparse

import "testing"

// TestModelStatements checks the name, IF [NOT] EXISTS and action the
// model statements (Flink 2.1+) keep in a Generic.
func TestModelStatements(t *testing.T) {
	tests := []struct {
		src, keyword, object, action string
		ifExists, ifNotExists        bool
	}{
		{"CREATE MODEL m INPUT (a STRING) OUTPUT (b STRING) WITH ('provider' = 'openai')", "CREATE MODEL", "m", "", false, false},
		{"CREATE TEMPORARY MODEL IF NOT EXISTS c.d.m INPUT (a STRING) OUTPUT (b STRING) COMMENT 'x' WITH ('k' = 'v')", "CREATE TEMPORARY MODEL", "c.d.m", "", false, true},
		{"CREATE OR REPLACE MODEL m WITH ('k' = 'v') AS SELECT 1", "CREATE OR REPLACE MODEL", "m", "", false, false},
		{"DROP TEMPORARY MODEL IF EXISTS d.m", "DROP TEMPORARY MODEL", "d.m", "", true, false},
		{"ALTER MODEL IF EXISTS m RENAME TO m2", "ALTER MODEL", "m", "RENAME", true, false},
		{"ALTER MODEL m SET ('k' = 'v')", "ALTER MODEL", "m", "SET", false, false},
		{"ALTER MODEL m RESET ('k')", "ALTER MODEL", "m", "RESET", false, false},
		{"SHOW CREATE MODEL `my model`", "SHOW CREATE MODEL", "my model", "", false, false},
		{"DESCRIBE MODEL m", "DESCRIBE MODEL", "m", "", false, false},
	}
	for _, tt := range tests {
		s := Parse(tt.src + ";")
		if len(s.Statements) != 1 {
			t.Fatalf("%s: %d statements", tt.src, len(s.Statements))
		}
		g, ok := s.Statements[0].(*Generic)
		if !ok || g.Keyword != tt.keyword {
			t.Errorf("%s: %T %+v", tt.src, s.Statements[0], s.Statements[0])
			continue
		}
		object := ""
		if g.Object != nil {
			object = g.Object.String()
		}
		if object != tt.object || g.Action != tt.action || g.IfExists != tt.ifExists || g.IfNotExists != tt.ifNotExists {
			t.Errorf("%s: object %q action %q if exists %v if not exists %v", tt.src, object, g.Action, g.IfExists, g.IfNotExists)
		}
	}
}
