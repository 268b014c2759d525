package semantics

import (
	"testing"

	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics/functions"
	"github.com/flinklint/flinklint/sqlparse"
)

// TestOverOrderByRelease checks that an OVER window ordered by a column
// that is no time attribute is judged by the job's release: every
// release rejects a bounded frame, and only releases before 2.1 an
// unbounded one (StreamExecOverAggregate's NON_TIME).
func TestOverOrderByRelease(t *testing.T) {
	const setup = "CREATE TABLE t (a INT, b STRING, c BIGINT, rt TIMESTAMP(3), WATERMARK FOR rt AS rt) WITH ('connector' = 'datagen');\n"
	cases := []struct {
		name, query string
		version     functions.Version
		want        string // the reason, "" for none
	}{
		{"unbounded, release unknown", "SELECT a, COUNT(*) OVER (PARTITION BY b ORDER BY c) FROM t", functions.Version{}, ""},
		{"unbounded, 2.1", "SELECT a, COUNT(*) OVER (PARTITION BY b ORDER BY c) FROM t", functions.Version{Major: 2, Minor: 1}, ""},
		{"unbounded, 2.0", "SELECT a, COUNT(*) OVER (PARTITION BY b ORDER BY c) FROM t", functions.Version{Major: 2, Minor: 0},
			"OVER windows' ordering in stream mode must be defined on a time attribute."},
		{"unbounded in a subquery, 1.20", "SELECT * FROM (SELECT a, COUNT(*) OVER (PARTITION BY b ORDER BY c) AS n FROM t)", functions.Version{Major: 1, Minor: 20},
			"OVER windows' ordering in stream mode must be defined on a time attribute."},
		{"bounded, release unknown", "SELECT a, COUNT(*) OVER (PARTITION BY b ORDER BY c ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) FROM t", functions.Version{},
			"OVER windows' ordering in stream mode must be defined on a time attribute."},
		{"bounded, 2.2", "SELECT a, COUNT(*) OVER (PARTITION BY b ORDER BY c ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) FROM t", functions.Version{Major: 2, Minor: 2},
			"Non-time attribute sort is not supported for bounded OVER window."},
		{"following, 1.20", "SELECT a, COUNT(*) OVER (PARTITION BY b ORDER BY c ROWS BETWEEN 2 PRECEDING AND 2 FOLLOWING) FROM t", functions.Version{Major: 1, Minor: 20},
			"OVER windows' ordering in stream mode must be defined on a time attribute."},
		{"following, 2.2", "SELECT a, COUNT(*) OVER (PARTITION BY b ORDER BY c ROWS BETWEEN 2 PRECEDING AND 2 FOLLOWING) FROM t", functions.Version{Major: 2, Minor: 2}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := setup + c.query
			f := &model.File{Path: "job.sql", Src: []byte(src), SQL: sqlparse.Parse(src)}
			job := AnalyzeVersion(&model.Job{Name: "job.sql", Entry: f, Units: []*model.SQLUnit{{File: f, Script: f.SQL}}}, c.version)
			got := ""
			for _, p := range job.Problems {
				if p.Kind == OverWindowInvalid {
					got = p.Reason
				}
			}
			if got != c.want {
				t.Errorf("%s (%v): got %q, want %q", c.query, c.version, got, c.want)
			}
		})
	}
}
