package report

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/finding"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// sampleRun holds findings that exercise every escaping rule of every format:
// newlines, '%', ':' and ',' in paths and messages, XML metacharacters,
// non-ASCII text, a multi-line range, a finding without a position, and the
// three levels. Findings are deliberately out of order.
func sampleRun() *finding.Run {
	return &finding.Run{
		ToolName: "flinklint", ToolVersion: "0.1.0", InfoURI: "https://github.com/flinklint/flinklint",
		FilesRead: 3,
		Rules: []finding.Rule{
			{ID: "FL902", Name: "suppression-without-reason", Summary: "a suppression says no reason", DefaultLevel: finding.Note},
			{ID: "FL001", Name: "auto-compaction-rescale", Summary: "auto-compaction on a rescalable filesystem sink", DefaultLevel: finding.Error, HelpURI: "https://example.test/FL001", Tags: []string{"correctness"}},
		},
		Findings: []finding.Finding{
			{
				RuleID: "FL902", RuleName: "suppression-without-reason", Level: finding.Note,
				Message:  "suppression has no reason",
				Location: finding.Location{Path: "jobs/s3_sink.py", StartLine: 3, StartCol: 1, EndLine: 3, EndCol: 30},
			},
			{
				RuleID: "FL001", RuleName: "auto-compaction-rescale", Level: finding.Error,
				Message: "table 's3_sink' sets 'auto-compaction' = 'true' on app \"orders\" (Flink 1.19): 100% of restores fail\nafter a rescale, see FLINK-31689; fix: 'false', or AutoScalingEnabled: false",
				Location: finding.Location{Path: "jobs/s3_sink.py", StartOffset: 812, EndOffset: 837, StartLine: 42, StartCol: 9,
					EndLine: 42, EndCol: 34, StartCol16: 9, EndCol16: 34, Snippet: "'auto-compaction' = 'true'"},
				Related: []finding.Related{{
					Location: finding.Location{Path: "infra/app.yaml", StartLine: 17, StartCol: 11, EndLine: 17, EndCol: 15, Snippet: "true"},
					Message:  "AutoScalingEnabled: true makes the app rescale",
				}},
				Fixes: []finding.Fix{{
					Description: "set 'auto-compaction' to 'false'",
					Edits:       []finding.Edit{{Location: finding.Location{Path: "jobs/s3_sink.py", StartOffset: 831, EndOffset: 837, StartLine: 42, StartCol: 28, EndLine: 42, EndCol: 34}, NewText: "'false'"}},
				}},
				Fingerprint: "3f1c0d0a9e2b7c11",
			},
			{
				RuleID: "FL005", RuleName: "example-rule", Level: finding.Warning,
				Message:  `option <sink.path> & "bucket" in 한국어 table`,
				Location: finding.Location{Path: "sql/a,b:c%.sql", StartLine: 5, StartCol: 3, EndLine: 7, EndCol: 2},
			},
			{
				RuleID: "FL901", RuleName: "config-unreadable", Level: finding.Error,
				Message:  "cannot read the file\r\n",
				Location: finding.Location{Path: "infra/broken.json"},
			},
		},
	}
}

func TestGolden(t *testing.T) {
	writers := []struct {
		name  string
		write func(io.Writer, *finding.Run) error
	}{
		{"sample.json", WriteJSON},
		{"sample.github", WriteGitHub},
		{"sample.checkstyle.xml", WriteCheckstyle},
		{"empty.json", WriteJSON},
		{"empty.github", WriteGitHub},
		{"empty.checkstyle.xml", WriteCheckstyle},
	}
	for _, tc := range writers {
		t.Run(tc.name, func(t *testing.T) {
			run := sampleRun()
			if strings.HasPrefix(tc.name, "empty") {
				run = &finding.Run{ToolName: "flinklint", ToolVersion: "0.1.0"}
			}
			var buf bytes.Buffer
			if err := tc.write(&buf, run); err != nil {
				t.Fatal(err)
			}
			golden := filepath.Join("testdata", tc.name)
			if *update {
				if err := os.WriteFile(golden, buf.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if got := buf.String(); got != string(want) {
				t.Errorf("output differs from %s (run with -update to accept):\n%s", golden, got)
			}
			// Same input, same bytes: writers must not depend on map order.
			var again bytes.Buffer
			if err := tc.write(&again, run); err != nil || again.String() != buf.String() {
				t.Errorf("second write differs (err %v)", err)
			}
		})
	}
}

func TestGitHubSummaryWhenAnnotationsAreCapped(t *testing.T) {
	tests := []struct {
		errors, warnings, notes int
		wantHidden              int // 0: no summary
	}{
		{errors: 10, warnings: 10, notes: 10},
		{errors: 11, wantHidden: 1},
		{errors: 25, warnings: 3, wantHidden: 15},
		{notes: 11, wantHidden: 2}, // the summary takes one of the ten notice slots
		{errors: 12, notes: 10, wantHidden: 3},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%d-%d-%d", tc.errors, tc.warnings, tc.notes), func(t *testing.T) {
			run := &finding.Run{ToolName: "flinklint"}
			add := func(n int, l finding.Level) {
				for i := range n {
					run.Findings = append(run.Findings, finding.Finding{RuleID: "FL001", Level: l, Message: "m",
						Location: finding.Location{Path: "a.sql", StartLine: i + 1, StartCol: 1}})
				}
			}
			add(tc.errors, finding.Error)
			add(tc.warnings, finding.Warning)
			add(tc.notes, finding.Note)
			var buf bytes.Buffer
			if err := WriteGitHub(&buf, run); err != nil {
				t.Fatal(err)
			}
			lines := strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n")
			total := tc.errors + tc.warnings + tc.notes
			if tc.wantHidden == 0 {
				if len(lines) != total || strings.Contains(buf.String(), "not shown") {
					t.Fatalf("want %d commands and no summary, got:\n%s", total, buf.String())
				}
				return
			}
			if len(lines) != total+1 {
				t.Fatalf("want %d lines, got %d", total+1, len(lines))
			}
			want := fmt.Sprintf("so %d are not shown", tc.wantHidden)
			if !strings.HasPrefix(lines[0], "::notice ") || !strings.Contains(lines[0], want) || !strings.Contains(lines[0], "SARIF") {
				t.Errorf("first line should be the summary notice with %q, got %q", want, lines[0])
			}
		})
	}
}

func TestGitHubEscaping(t *testing.T) {
	tests := []struct{ in, data, prop string }{
		{"plain", "plain", "plain"},
		{"50%", "50%25", "50%25"},
		{"a\r\nb", "a%0D%0Ab", "a%0D%0Ab"},
		{"k: v, w", "k: v, w", "k%3A v%2C w"},
		{"%0A", "%250A", "%250A"},
	}
	for _, tc := range tests {
		if got := githubData(tc.in); got != tc.data {
			t.Errorf("githubData(%q) = %q, want %q", tc.in, got, tc.data)
		}
		if got := githubProperty(tc.in); got != tc.prop {
			t.Errorf("githubProperty(%q) = %q, want %q", tc.in, got, tc.prop)
		}
	}
}

// checkWellFormed fails unless each writer's output for run parses back: the
// JSON is valid and round-trips the messages, the XML is well-formed, and
// every github line is exactly one workflow command.
func checkWellFormed(t *testing.T, run *finding.Run) {
	t.Helper()
	var js bytes.Buffer
	if err := WriteJSON(&js, run); err != nil {
		t.Fatal(err)
	}
	var doc jsonDocument
	if err := json.Unmarshal(js.Bytes(), &doc); err != nil {
		t.Fatalf("json output does not parse: %v\n%s", err, js.String())
	}
	if len(doc.Findings) != len(run.Findings) {
		t.Fatalf("json has %d findings, want %d", len(doc.Findings), len(run.Findings))
	}

	var cs bytes.Buffer
	if err := WriteCheckstyle(&cs, run); err != nil {
		t.Fatal(err)
	}
	dec := xml.NewDecoder(&cs)
	errorsSeen := 0
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("checkstyle output is not well-formed XML: %v", err)
		}
		if se, ok := tok.(xml.StartElement); ok && se.Name.Local == "error" {
			errorsSeen++
		}
	}
	if errorsSeen != len(run.Findings) {
		t.Fatalf("checkstyle has %d <error>, want %d", errorsSeen, len(run.Findings))
	}

	var gh bytes.Buffer
	if err := WriteGitHub(&gh, run); err != nil {
		t.Fatal(err)
	}
	out := gh.String()
	if len(run.Findings) > 0 && !strings.HasSuffix(out, "\n") {
		t.Fatalf("github output does not end in a newline: %q", out)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if out == "" {
		lines = nil
	}
	if len(lines) != len(run.Findings) && len(lines) != len(run.Findings)+1 {
		t.Fatalf("github output has %d lines for %d findings:\n%q", len(lines), len(run.Findings), out)
	}
	// Unescape as the Actions runner does and compare with what went in.
	unescape := strings.NewReplacer("%0D", "\r", "%0A", "\n", "%3A", ":", "%2C", ",", "%25", "%").Replace
	wantMessages := map[string]int{}
	for _, f := range run.Findings {
		msg := f.Message
		for _, r := range f.Related {
			msg += "\n" + relatedLine(r)
		}
		wantMessages[msg]++
	}
	for _, l := range lines {
		if _, data, ok := strings.Cut(strings.TrimPrefix(l, "::"), "::"); ok {
			if msg := unescape(data); wantMessages[msg] > 0 {
				wantMessages[msg]--
			} else if !strings.Contains(msg, "not shown") {
				t.Fatalf("github message %q does not unescape to a finding's message", msg)
			}
		}
		if strings.ContainsRune(l, '\r') {
			t.Fatalf("raw carriage return inside a command: %q", l)
		}
		cmd, rest, ok := strings.Cut(strings.TrimPrefix(l, "::"), "::")
		if !strings.HasPrefix(l, "::") || !ok {
			t.Fatalf("not a workflow command: %q", l)
		}
		_ = rest
		// Properties end at the first "::"; none may contain one.
		name, props, _ := strings.Cut(cmd, " ")
		if name != "error" && name != "warning" && name != "notice" {
			t.Fatalf("unknown command %q in %q", name, l)
		}
		for p := range strings.SplitSeq(props, ",") {
			if props != "" && !strings.Contains(p, "=") {
				t.Fatalf("property %q without '=' in %q (unescaped ','?)", p, l)
			}
			if v, ok := strings.CutPrefix(p, "file="); ok &&
				!slices.ContainsFunc(run.Findings, func(f finding.Finding) bool { return f.Location.Path == unescape(v) }) {
				t.Fatalf("file property %q does not unescape to a finding's path", v)
			}
		}
	}
}

func TestWellFormedSample(t *testing.T) { checkWellFormed(t, sampleRun()) }

func FuzzWriters(f *testing.F) {
	f.Add("message", "jobs/a.py", "FL001", 3, 5)
	f.Add("a\nb\r\n%0A::,", "dir,x:y/%z.sql", "FL\n1", 0, 0)
	f.Add("<&\"'>\x00\x1b\xff", "\xfe\t", "]]>", -1, 1<<30)
	f.Add("한국어 ✓ \u2028", "ü/ß.py", "FL902", 1, 1)
	f.Fuzz(func(t *testing.T, msg, path, rule string, line, col int) {
		run := &finding.Run{
			ToolName: "flinklint",
			Rules:    []finding.Rule{{ID: rule, Name: msg, Summary: path}},
		}
		for i, l := range []finding.Level{finding.Error, finding.Warning, finding.Note, finding.Level(msg)} {
			run.Findings = append(run.Findings, finding.Finding{
				RuleID: rule, RuleName: msg, Level: l, Message: msg,
				Location: finding.Location{Path: path, StartLine: line + i, StartCol: col, EndLine: line, EndCol: col + i, Snippet: msg},
				Related:  []finding.Related{{Location: finding.Location{Path: path}, Message: msg}},
				Fixes:    []finding.Fix{{Description: msg, Edits: []finding.Edit{{NewText: msg}}}},
			})
		}
		checkWellFormed(t, run)
	})
}

// TestCheckstyleThroughReviewdog feeds the golden checkstyle file to a real
// reviewdog when one is installed (go install
// github.com/reviewdog/reviewdog/cmd/reviewdog@v0.17.4) and checks it reports
// every finding at its line and column.
func TestCheckstyleThroughReviewdog(t *testing.T) {
	bin, err := exec.LookPath("reviewdog")
	if err != nil {
		t.Skip("reviewdog not installed")
	}
	var buf bytes.Buffer
	if err := WriteCheckstyle(&buf, sampleRun()); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "-f=checkstyle", "-reporter=local", "-filter-mode=nofilter", "-fail-on-error=false")
	cmd.Stdin = &buf
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("reviewdog: %v\n%s", err, out)
	}
	for _, want := range []string{
		"jobs/s3_sink.py:42:9: error:", "(flinklint.FL001)",
		"jobs/s3_sink.py:3:1: info: suppression has no reason (flinklint.FL902)",
		"sql/a,b:c%.sql:5:3: warning: option <sink.path> & \"bucket\" in 한국어 table (flinklint.FL005)",
		"infra/broken.json", "(flinklint.FL901)",
	} {
		if !strings.Contains(string(out), want) {
			t.Errorf("reviewdog output lacks %q:\n%s", want, out)
		}
	}
}

func BenchmarkWriters(b *testing.B) {
	run := sampleRun()
	for len(run.Findings) < 10000 {
		run.Findings = append(run.Findings, run.Findings[:4]...)
	}
	for _, w := range []struct {
		name  string
		write func(io.Writer, *finding.Run) error
	}{{"json", WriteJSON}, {"github", WriteGitHub}, {"checkstyle", WriteCheckstyle}} {
		b.Run(w.name, func(b *testing.B) {
			for b.Loop() {
				if err := w.write(io.Discard, run); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
