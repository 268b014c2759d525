package linter

import (
	"strings"
	"testing"
	"time"
)

// TestPhaseBound: a phase of a file's analysis that runs past the time
// bound is abandoned and reported as FL905 naming the phase; the other
// phases and files still report.
func TestPhaseBound(t *testing.T) {
	sink := "CREATE TABLE s (id STRING, dt STRING) PARTITIONED BY (dt) WITH ('connector'='filesystem','path'='/x','format'='json','auto-compaction'='true');\n"
	tree := map[string]string{
		"a.sql": sink + "INSERT INTO s SELECT id, 'd' FROM s;\n",
		"b.sql": sink + "INSERT INTO s SELECT id, 'd' FROM s;\n",
	}
	tests := []struct {
		name      string
		hang      func(phase, path string) bool
		wantAt    string // FL905's file
		wantMsg   string
		kept      []string // rule@file still reported
		lostRules []string // rules with no finding at all
	}{{
		name:    "semantic analysis of one job",
		hang:    func(phase, path string) bool { return phase == "semantic analysis" && path == "a.sql" },
		wantAt:  "a.sql",
		wantMsg: "semantic analysis abandoned after 300ms (--parse-timeout)",
		kept:    []string{"FL001@a.sql", "FL001@b.sql", "FL020@a.sql"},
	}, {
		name:      "one rule",
		hang:      func(phase, _ string) bool { return strings.HasPrefix(phase, "rule FL001 ") },
		wantAt:    "a.sql",
		wantMsg:   "rule FL001 (",
		kept:      []string{"FL020@a.sql", "FL020@b.sql"},
		lostRules: []string{"FL001"},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := writeTree(t, tree)
			release := make(chan struct{})
			t.Cleanup(func() { close(release) })
			hooks := &testHooks{beforePhase: func(phase, path string) {
				if tt.hang(phase, path) {
					<-release
				}
			}}
			start := time.Now()
			res, err := Run(Options{Paths: []string{dir}, Root: dir,
				RobustOptions: RobustOptions{ParseTimeout: 300 * time.Millisecond, hooks: hooks}})
			if err != nil {
				t.Fatal(err)
			}
			if d := time.Since(start); d > 20*time.Second {
				t.Errorf("the run took %v", d)
			}
			if !hasFinding(res.Run.Findings, "FL905", tt.wantAt, tt.wantMsg) {
				t.Errorf("no FL905 at %s saying %q: %+v", tt.wantAt, tt.wantMsg, res.Run.Findings)
			}
			for _, k := range tt.kept {
				rule, file, _ := strings.Cut(k, "@")
				if !hasFinding(res.Run.Findings, rule, file, "") {
					t.Errorf("%s lost", k)
				}
			}
			for _, f := range res.Run.Findings {
				for _, lost := range tt.lostRules {
					if f.RuleID == lost {
						t.Errorf("finding of the abandoned rule: %+v", f)
					}
				}
			}
		})
	}
}
