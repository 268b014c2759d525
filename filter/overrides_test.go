package filter

import (
	"reflect"
	"testing"

	"github.com/flinklint/flinklint/finding"
)

func TestRuleEnabled(t *testing.T) {
	tests := []struct {
		id, name    string
		sel, ign    []string
		wantEnabled bool
	}{
		{"FL001", "auto-compaction-rescale", nil, nil, true},
		{"FL001", "auto-compaction-rescale", []string{"FL002"}, nil, false},
		{"FL001", "auto-compaction-rescale", []string{"FL0"}, nil, true},
		{"FL001", "auto-compaction-rescale", []string{"fl0"}, nil, true},
		{"FL001", "auto-compaction-rescale", []string{"auto-compaction-rescale"}, nil, true},
		{"FL001", "auto-compaction-rescale", nil, []string{"FL001"}, false},
		{"FL001", "auto-compaction-rescale", nil, []string{"auto-compaction-rescale"}, false},
		{"FL001", "auto-compaction-rescale", []string{"FL0"}, []string{"FL001"}, false},
		{"FL001", "auto-compaction-rescale", []string{"FL001"}, []string{"FL0"}, true},
		{"FL001", "auto-compaction-rescale", []string{"FL001"}, []string{"FL001"}, false},
		{"FL001", "auto-compaction-rescale", []string{"ALL"}, []string{"FL9"}, true},
		{"FL902", "suppression-without-reason", []string{"ALL"}, []string{"FL9"}, false},
		{"FL001", "auto-compaction-rescale", []string{"FL0010"}, nil, false},
		{"FL001", "auto-compaction-rescale", []string{"auto"}, nil, false}, // names match whole
	}
	for _, tc := range tests {
		if got := RuleEnabled(tc.id, tc.name, tc.sel, tc.ign); got != tc.wantEnabled {
			t.Errorf("RuleEnabled(%s, select %v, ignore %v) = %v", tc.id, tc.sel, tc.ign, got)
		}
	}
}

func ids(fs []finding.Finding) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.RuleID+":"+string(f.Level))
	}
	return out
}

func TestApplySeverity(t *testing.T) {
	in := []finding.Finding{
		newFinding("a.py", 1, "FL001", "auto-compaction-rescale"),
		newFinding("a.py", 2, "FL002", "two"),
		newFinding("a.py", 3, "FL101", "one-oh-one"),
		newFinding("a.py", 4, "FL902", "suppression-without-reason"),
	}
	tests := []struct {
		name     string
		severity map[string]finding.Level
		want     []string
	}{
		{"none", nil, []string{"FL001:error", "FL002:error", "FL101:error", "FL902:error"}},
		{"by id", map[string]finding.Level{"FL002": finding.Warning}, []string{"FL001:error", "FL002:warning", "FL101:error", "FL902:error"}},
		{"off drops", map[string]finding.Level{"FL902": Off}, []string{"FL001:error", "FL002:error", "FL101:error"}},
		{"prefix then exact", map[string]finding.Level{"FL0": finding.Note, "FL001": finding.Error}, []string{"FL001:error", "FL002:note", "FL101:error", "FL902:error"}},
		{"by name", map[string]finding.Level{"two": finding.Note}, []string{"FL001:error", "FL002:note", "FL101:error", "FL902:error"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := ids(ApplySeverity(in, tc.severity)); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
}

func TestParseSeverityAndFailOn(t *testing.T) {
	for _, s := range []string{"error", "Warning", " note ", "off"} {
		if _, err := ParseSeverity(s); err != nil {
			t.Errorf("ParseSeverity(%q): %v", s, err)
		}
	}
	for _, s := range []string{"", "never", "info", "fatal"} {
		if _, err := ParseSeverity(s); err == nil {
			t.Errorf("ParseSeverity(%q) accepted", s)
		}
	}
	for _, s := range []string{"error", "warning", "note", "NEVER"} {
		if _, err := ParseFailOn(s); err != nil {
			t.Errorf("ParseFailOn(%q): %v", s, err)
		}
	}
	if _, err := ParseFailOn("off"); err == nil {
		t.Error("ParseFailOn(off) accepted")
	}
}

func TestMatchGlob(t *testing.T) {
	tests := []struct {
		pattern, path string
		want          bool
	}{
		{"*.sql", "a.sql", true},
		{"*.sql", "deep/dir/a.sql", true},
		{"*.sql", "a.py", false},
		{"jobs/*.py", "jobs/a.py", true},
		{"jobs/*.py", "jobs/sub/a.py", false},
		{"jobs/**/*.py", "jobs/a.py", true},
		{"jobs/**/*.py", "jobs/x/y/a.py", true},
		{"jobs/**", "jobs/x/y/a.py", true},
		{"**/legacy/**", "a/legacy/b/c.sql", true},
		{"**/legacy/**", "a/legacyx/c.sql", false},
		{"legacy", "legacy/c.sql", true},
		{"legacy", "src/legacy/c.sql", true},
		{"/legacy", "src/legacy/c.sql", false},
		{"/legacy", "legacy/c.sql", true},
		{"jobs/old/", "jobs/old/a.py", true},
		{"tests/fixtures", "tests/fixtures/x/y.yaml", true},
		{"tests/fixtures", "other/tests/fixtures/y.yaml", false},
		{"infra/app-?.yaml", "infra/app-1.yaml", true},
		{"infra/app-[ab].yaml", "infra/app-c.yaml", false},
		{"[", "[", false},
		{"", "a", false},
		{"./jobs/a.py", "jobs/a.py", false}, // patterns are not cleaned; documented as relative without ./
	}
	for _, tc := range tests {
		if got := MatchGlob(tc.pattern, tc.path); got != tc.want {
			t.Errorf("MatchGlob(%q, %q) = %v, want %v", tc.pattern, tc.path, got, tc.want)
		}
	}
	if CheckGlob("a/[") == nil || CheckGlob("a/**/b*.py") != nil {
		t.Error("CheckGlob")
	}
}

func TestIgnorePaths(t *testing.T) {
	in := []finding.Finding{
		newFinding("tests/fixtures/a.sql", 1, "FL001", "auto-compaction-rescale"),
		newFinding("tests/fixtures/a.sql", 2, "FL002", "two"),
		newFinding("jobs/a.sql", 1, "FL001", "auto-compaction-rescale"),
		newFinding("legacy/b.py", 1, "FL003", "three"),
	}
	got := IgnorePaths(in, []PathIgnore{
		{Pattern: "tests/**", Rules: []string{"FL001"}},
		{Pattern: "legacy"},
	})
	want := []finding.Finding{in[1], in[2]}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", ids(got), ids(want))
	}
}

func TestCapPrefersHigherLevels(t *testing.T) {
	mk := func(line int, l finding.Level) finding.Finding {
		f := newFinding("a.sql", line, "FL001", "")
		f.Level = l
		return f
	}
	in := []finding.Finding{mk(1, finding.Note), mk(2, finding.Error), mk(3, finding.Warning), mk(4, finding.Error), mk(5, finding.Note)}
	tests := []struct {
		max         int
		wantLines   []int
		wantDropped int
	}{
		{0, []int{1, 2, 3, 4, 5}, 0},
		{5, []int{1, 2, 3, 4, 5}, 0},
		{2, []int{2, 4}, 3},
		{3, []int{2, 3, 4}, 2},
		{4, []int{1, 2, 3, 4}, 1},
	}
	for _, tc := range tests {
		kept, dropped := Cap(in, tc.max)
		var lines []int
		for _, f := range kept {
			lines = append(lines, f.Location.StartLine)
		}
		if !reflect.DeepEqual(lines, tc.wantLines) || dropped != tc.wantDropped {
			t.Errorf("Cap(%d) = %v, %d; want %v, %d", tc.max, lines, dropped, tc.wantLines, tc.wantDropped)
		}
	}
}

func TestExitCode(t *testing.T) {
	warn := newFinding("a", 1, "FL1", "")
	warn.Level = finding.Warning
	tests := []struct {
		findings []finding.Finding
		failOn   finding.Level
		want     int
	}{
		{nil, finding.Note, 0},
		{[]finding.Finding{warn}, finding.Error, 0},
		{[]finding.Finding{warn}, finding.Warning, 1},
		{[]finding.Finding{warn}, finding.Note, 1},
		{[]finding.Finding{warn}, Never, 0},
	}
	for _, tc := range tests {
		if got := ExitCode(tc.findings, tc.failOn); got != tc.want {
			t.Errorf("ExitCode(%v, %s) = %d, want %d", ids(tc.findings), tc.failOn, got, tc.want)
		}
	}
}

func FuzzMatchGlob(f *testing.F) {
	f.Add("**/a/**/b/**", "a/b/c/a/b")
	f.Add("[", "x")
	f.Fuzz(func(t *testing.T, pattern, p string) {
		if len(pattern) > 200 || len(p) > 400 {
			return
		}
		MatchGlob(pattern, p) // must not panic
	})
}
