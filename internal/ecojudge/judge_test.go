package ecojudge

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReport(t *testing.T) {
	a := key{"o/r", "job.sql", "3", "FL001", "error"}
	b := key{"o/r", "job.sql", "9", "FL022", "warning"}
	tests := []struct {
		name         string
		findings     []key
		verdicts     map[key][]verdict
		wantUnjudged bool
		wantLines    []string
	}{
		{
			name:      "all judged",
			findings:  []key{a, b},
			verdicts:  map[key][]verdict{a: {{truePositive: true}}, b: {{why: "bounded"}}},
			wantLines: []string{"all          1     1     50.0%", "error-level false positives: 0", "FP: o/r job.sql:9 FL022 warning: bounded"},
		},
		{
			name:         "two findings on one line take two verdicts",
			findings:     []key{a, a},
			verdicts:     map[key][]verdict{a: {{truePositive: true}}},
			wantUnjudged: true,
			wantLines:    []string{"no verdict: o/r job.sql:3 FL001 error"},
		},
		{
			name:         "a verdict whose finding is gone",
			findings:     nil,
			verdicts:     map[key][]verdict{b: {{why: "x"}}},
			wantUnjudged: true,
			wantLines:    []string{"verdict without a finding: o/r job.sql:9 FL022 warning"},
		},
		{
			name:      "error-level false positive counted",
			findings:  []key{a},
			verdicts:  map[key][]verdict{a: {{why: "guess"}}},
			wantLines: []string{"error-level false positives: 1", "FL001        0     1      0.0%"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out strings.Builder
			got := report(&out, tt.findings, map[key]string{}, tt.verdicts, true)
			if got != tt.wantUnjudged {
				t.Errorf("unjudged = %v, want %v", got, tt.wantUnjudged)
			}
			for _, line := range tt.wantLines {
				if !strings.Contains(out.String(), line) {
					t.Errorf("output lacks %q:\n%s", line, out.String())
				}
			}
		})
	}
}

func TestReadVerdictsRejectsBadRows(t *testing.T) {
	for name, content := range map[string]string{
		"short row":   "o/r\tjob.sql\t3\tFL001\terror\tTP\n",
		"bad verdict": "o/r\tjob.sql\t3\tFL001\terror\tmaybe\twhy\n",
	} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "verdicts.tsv")
			if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
				t.Fatal(err)
			}
			if _, err := readVerdicts(path); err == nil || !strings.Contains(err.Error(), "verdicts.tsv:1:") {
				t.Errorf("readVerdicts error = %v, want one naming verdicts.tsv:1", err)
			}
		})
	}
}

// The committed snapshots and verdicts must meet: every finding judged,
// those of the default run and those of the run with --target-flink 2.1.
func TestCommittedVerdictsCoverFindings(t *testing.T) {
	dir := filepath.Join("..", "..", "bench", "ecosystem")
	targetFindings, targetVerdicts := TargetFiles(dir, "2.1")
	for _, tc := range []struct{ findings, verdicts string }{
		{filepath.Join(dir, "findings.tsv"), filepath.Join(dir, "verdicts.tsv")},
		{targetFindings, targetVerdicts},
	} {
		t.Run(filepath.Base(tc.findings), func(t *testing.T) { checkCover(t, tc.findings, tc.verdicts) })
	}
}

func checkCover(t *testing.T, findingsPath, verdictsPath string) {
	findings, messages, err := readFindings(findingsPath)
	if err != nil {
		t.Fatal(err)
	}
	verdicts, err := readVerdicts(verdictsPath)
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	if report(&out, findings, messages, verdicts, false) {
		t.Errorf("%s: findings and verdicts do not meet (run bench/ecosystem/judge, with -target for a target run):\n%s", findingsPath, out.String())
	}
}
