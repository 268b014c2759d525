package sqlparse

import (
	"strings"
	"testing"
)

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

// TestModelSpec checks what a Generic keeps of CREATE MODEL's column and
// option lists and of ALTER MODEL SET / RESET.
func TestModelSpec(t *testing.T) {
	tests := []struct {
		src                    string
		nilSpec                bool
		input, output, options int // -1: no such list
		resetKeys              int
		as                     bool
	}{
		{src: "CREATE MODEL m INPUT (a STRING, b INT) OUTPUT (c STRING) WITH ('provider' = 'openai')", input: 2, output: 1, options: 1},
		{src: "CREATE MODEL m INPUT (a STRING) WITH ('k' = 'v')", input: 1, output: -1, options: 1},
		{src: "CREATE MODEL m INPUT (a STRING) OUTPUT (b STRING) COMMENT 'x' WITH ()", input: 1, output: 1, options: 0},
		{src: "CREATE MODEL m INPUT (a STRING) OUTPUT (b STRING)", input: 1, output: 1, options: -1},
		{src: "CREATE MODEL m INPUT (a STRING, c AS a || 'x') OUTPUT (b STRING) WITH ('k' = 'v')", input: 2, output: 1, options: 1},
		{src: "CREATE MODEL m WITH ('k' = 'v') AS SELECT 1", input: -1, output: -1, options: 1, as: true},
		{src: "CREATE MODEL m INPUT (a STRING, PRIMARY KEY (a) NOT ENFORCED) OUTPUT (b STRING) WITH ('k' = 'v')", nilSpec: true},
		{src: "CREATE MODEL m INPUT (a STRING) OUTPUT (b STRING) WITH ('k' = ${v})", nilSpec: true},
		{src: "ALTER MODEL m SET ()", input: -1, output: -1, options: 0},
		{src: "ALTER MODEL m SET ('k' = 'v', 'k2' = 'v')", input: -1, output: -1, options: 2},
		{src: "ALTER MODEL m RESET ()", input: -1, output: -1, options: -1},
		{src: "ALTER MODEL m RESET ('a', 'b')", input: -1, output: -1, options: -1, resetKeys: 2},
		{src: "ALTER MODEL m RENAME TO n", nilSpec: true},
	}
	count := func(mc *ModelColumns) int {
		if mc == nil {
			return -1
		}
		return len(mc.Columns)
	}
	for _, tt := range tests {
		s := Parse(tt.src + ";")
		if len(s.Statements) != 1 {
			t.Fatalf("%s: %d statements", tt.src, len(s.Statements))
		}
		g, ok := s.Statements[0].(*Generic)
		if !ok {
			t.Fatalf("%s: %T", tt.src, s.Statements[0])
		}
		if tt.nilSpec {
			if g.Model != nil {
				t.Errorf("%s: got %+v, want no spec", tt.src, g.Model)
			}
			continue
		}
		m := g.Model
		if m == nil {
			t.Errorf("%s: no spec", tt.src)
			continue
		}
		options := len(m.Options)
		if m.With.End == 0 {
			options = -1
		}
		if count(m.Input) != tt.input || count(m.Output) != tt.output || options != tt.options || len(m.ResetKeys) != tt.resetKeys || m.As != tt.as {
			t.Errorf("%s: input %d output %d options %d reset %d as %v", tt.src, count(m.Input), count(m.Output), options, len(m.ResetKeys), m.As)
		}
	}
}

// TestDistribution checks the bucket keys and count CREATE TABLE's
// DISTRIBUTED clause keeps.
func TestDistribution(t *testing.T) {
	tests := []struct{ src, keys, buckets string }{
		{"CREATE TABLE t (a INT, b INT) DISTRIBUTED BY HASH(a, b) INTO 4 BUCKETS WITH ('connector' = 'x')", "a,b", "4"},
		{"CREATE TABLE t (a INT) DISTRIBUTED BY (a) WITH ('connector' = 'x')", "a", ""},
		{"CREATE TABLE t (a INT) DISTRIBUTED INTO 0 BUCKETS WITH ('connector' = 'x')", "", "0"},
	}
	for _, tt := range tests {
		s := Parse(tt.src + ";")
		ct, ok := s.Statements[0].(*CreateTable)
		if !ok || len(s.Errors) > 0 {
			t.Fatalf("%s: %T %v", tt.src, s.Statements[0], s.Errors)
		}
		var keys []string
		for _, k := range ct.DistributedBy {
			keys = append(keys, k.Name)
		}
		if got := strings.Join(keys, ","); got != tt.keys || ct.Buckets.Value != tt.buckets {
			t.Errorf("%s: keys %q buckets %q", tt.src, got, ct.Buckets.Value)
		}
	}
}
