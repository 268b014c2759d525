package report

import (
	"strings"
	"testing"

	"github.com/flinklint/flinklint/finding"
)

func TestWriteTextFull(t *testing.T) {
	run := &finding.Run{Findings: []finding.Finding{{
		RuleID: "FL001", Level: finding.Error,
		Message: "'auto-compaction' on filesystem table \"s3_sink\" crashes when deployment \"app\" rescales it",
		Location: finding.Location{Path: "jobs/job.py", StartLine: 9, StartCol: 3, EndLine: 9, EndCol: 29,
			SourceLine: "\t\t'auto-compaction' = 'true'  -- no"},
		Related: []finding.Related{{Location: finding.Location{Path: "infra/app.yaml", StartLine: 12, StartCol: 13, EndLine: 12, EndCol: 37,
			SourceLine: "            AutoScalingEnabled: true"}, Message: "autoscaling is on"}},
		Fixes: []finding.Fix{{Description: "Set 'auto-compaction' to 'false'"}},
	}}}
	var b strings.Builder
	if err := WriteText(&b, run, TextOptions{Full: true, Width: 60}); err != nil {
		t.Fatal(err)
	}
	want := `jobs/job.py:9:3: error FL001 'auto-compaction' on filesystem
  table "s3_sink" crashes when deployment "app" rescales it
   |
 9 | 		'auto-compaction' = 'true'  -- no
   | 		^^^^^^^^^^^^^^^^^^^^^^^^^^
   = infra/app.yaml:12:13: autoscaling is on
   |
12 |             AutoScalingEnabled: true
   |             ^^^^^^^^^^^^^^^^^^^^^^^^
   = fix: Set 'auto-compaction' to 'false'

1 error in 1 file
`
	if got := b.String(); got != want {
		t.Errorf("full text:\n%s\nwant:\n%s", got, want)
	}
}

func TestWrap(t *testing.T) {
	got := wrap("aaa bbb ccc ddd eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee", 20, "  ")
	want := []string{"aaa bbb ccc ddd", "  eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("wrap = %q, want %q", got, want)
	}
}
