package report

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/finding"
)

func textSampleRun() *finding.Run {
	return &finding.Run{
		ToolName: "flinklint", ToolVersion: "0.1.0", InfoURI: "https://example.com/flinklint",
		Rules: []finding.Rule{{ID: "FL001", Name: "auto-compaction-rescale", Summary: "auto-compaction crashes on rescale",
			Explanation: "**Why**: `CompactOperator`.", Help: "# FL001\n\nhelp", HelpURI: "https://example.com/FL001.md",
			DefaultLevel: finding.Error, Tags: []string{"correctness"}}},
		Findings: []finding.Finding{{
			RuleID: "FL001", RuleName: "auto-compaction-rescale", Level: finding.Error,
			Message: "auto-compaction\non s3_sink",
			Location: finding.Location{Path: "jobs/한국 job.py", StartOffset: 10, EndOffset: 36, StartLine: 3, StartCol: 27, StartCol16: 28,
				EndLine: 3, EndCol: 53, EndCol16: 54, Snippet: "'auto-compaction' = 'true'"},
			Related: []finding.Related{{Location: finding.Location{Path: "infra/app.yaml", StartLine: 9, StartCol: 13, StartCol16: 13, EndLine: 9, EndCol: 37, EndCol16: 37},
				Message: "AutoScalingEnabled: true"}},
			Fixes: []finding.Fix{{Description: "Set 'auto-compaction' to 'false'", Edits: []finding.Edit{{
				Location: finding.Location{Path: "jobs/한국 job.py", StartLine: 3, StartCol: 47, StartCol16: 48, EndLine: 3, EndCol: 53, EndCol16: 54},
				NewText:  "'false'"}}}},
			Fingerprint: "abc123",
		}, {
			RuleID: "FL900", Level: finding.Warning, Message: "SQL syntax error",
			Location: finding.Location{Path: "b.sql", StartLine: 1, StartCol: 1, StartCol16: 1, EndLine: 1, EndCol: 2, EndCol16: 2},
		}},
		FilesRead: 3,
	}
}

func TestWriteText(t *testing.T) {
	tests := []struct {
		name string
		opts TextOptions
		want string
	}{
		{"plain", TextOptions{}, "jobs/한국 job.py:3:27: error FL001 auto-compaction on s3_sink\n" +
			"    infra/app.yaml:9:13: AutoScalingEnabled: true\n" +
			"b.sql:1:1: warning FL900 SQL syntax error\n" +
			"1 error, 1 warning in 2 files\n"},
		{"quiet", TextOptions{Quiet: true}, "jobs/한국 job.py:3:27: error FL001 auto-compaction on s3_sink\n" +
			"b.sql:1:1: warning FL900 SQL syntax error\n"},
		{"relative to the working directory", TextOptions{Quiet: true, Root: filepath.FromSlash("/repo"), WorkDir: filepath.FromSlash("/repo/jobs")},
			"한국 job.py:3:27: error FL001 auto-compaction on s3_sink\n../b.sql:1:1: warning FL900 SQL syntax error\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := WriteText(&b, textSampleRun(), tt.opts); err != nil {
				t.Fatal(err)
			}
			if b.String() != tt.want {
				t.Errorf("got\n%s\nwant\n%s", b.String(), tt.want)
			}
		})
	}
}

func TestWriteTextColor(t *testing.T) {
	var plain, colored bytes.Buffer
	_ = WriteText(&plain, textSampleRun(), TextOptions{})
	_ = WriteText(&colored, textSampleRun(), TextOptions{Color: true})
	if strings.Contains(plain.String(), "\x1b[") {
		t.Error("escape codes without Color")
	}
	if !strings.Contains(colored.String(), ansiRed) {
		t.Error("no colour with Color")
	}
}

func TestSummary(t *testing.T) {
	if got := Summary(&finding.Run{FilesRead: 1}); got != "no findings in 1 file" {
		t.Errorf("Summary = %q", got)
	}
}

// Under --max-findings the summary keeps the true totals.
func TestSummarySaysWhatTheBaselineHid(t *testing.T) {
	if got, want := Summary(&finding.Run{FilesRead: 2, Baselined: 3}), "no findings in 2 files (3 findings hidden by the baseline)"; got != want {
		t.Errorf("Summary = %q, want %q", got, want)
	}
	run := &finding.Run{Findings: []finding.Finding{{Level: finding.Error, Location: finding.Location{Path: "a.sql"}}}, Baselined: 1}
	if got, want := Summary(run), "1 error in 1 file (1 finding hidden by the baseline)"; got != want {
		t.Errorf("Summary = %q, want %q", got, want)
	}
}

func TestSummaryKeepsTotalsWhenCapped(t *testing.T) {
	all := []finding.Finding{
		{RuleID: "FL001", Level: finding.Error, Location: finding.Location{Path: "a.py"}},
		{RuleID: "FL010", Level: finding.Error, Location: finding.Location{Path: "b.sql"}},
		{RuleID: "FL022", Level: finding.Warning, Location: finding.Location{Path: "b.sql"}},
	}
	run := &finding.Run{Findings: all[:1], All: all, FilesRead: 2}
	if got, want := Summary(run), "2 errors, 1 warning in 2 files (1 shown, --max-findings)"; got != want {
		t.Errorf("Summary = %q, want %q", got, want)
	}
}

func TestSummarySaysWhatWasLinted(t *testing.T) {
	tests := []struct {
		linted *finding.Linted
		want   string
	}{
		{nil, "no findings in 3 files"},
		{&finding.Linted{}, "no findings in 3 files; no Flink job, SQL script or deployment config found"},
		{&finding.Linted{PythonJobs: 3, SQLScripts: 2, Deployments: 1}, "no findings in 3 files; linted 3 Python jobs, 2 SQL scripts, 1 deployment config"},
		{&finding.Linted{SQLScripts: 1}, "no findings in 3 files; linted 1 SQL script"},
	}
	for _, tt := range tests {
		if got := Summary(&finding.Run{FilesRead: 3, Linted: tt.linted}); got != tt.want {
			t.Errorf("Summary = %q, want %q", got, tt.want)
		}
	}
}

// A run with findings never says it found nothing to lint (issue 46 item
// 12): findings about a file of no job the model counts leave the linted
// text out.
func TestSummaryWithFindingsAndNothingCounted(t *testing.T) {
	run := &finding.Run{Findings: []finding.Finding{{RuleID: "FL063", Level: finding.Warning, Location: finding.Location{Path: "ds.py"}}},
		FilesRead: 1, Linted: &finding.Linted{}}
	if got := Summary(run); got != "1 warning in 1 file" {
		t.Errorf("Summary = %q", got)
	}
}
