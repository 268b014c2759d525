package rules_test

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/flinklint/flinklint/internal/lintest"
	"github.com/flinklint/flinklint/linter"
	"github.com/flinklint/flinklint/report"
	"github.com/flinklint/flinklint/rules"
)

// TestFL001KoreanColumns checks the column of a finding inside a Python
// string with Korean text and an emoji before it on the same line: code
// points in text, UTF-16 units in SARIF.
func TestFL001KoreanColumns(t *testing.T) {
	res := lintest.Run(t, filepath.Join("..", "testdata", "FL001", "py_korean_column"), linter.Options{Rules: []*rules.Rule{rules.FL001}})
	if len(res.Run.Findings) != 1 {
		t.Fatalf("want 1 finding, got %d", len(res.Run.Findings))
	}
	var text bytes.Buffer
	if err := report.WriteText(&text, res.Run, report.TextOptions{Quiet: true}); err != nil {
		t.Fatal(err)
	}
	if want := "job.py:10:27: error FL001 "; !bytes.HasPrefix(text.Bytes(), []byte(want)) {
		t.Errorf("text output %q does not start with %q", text.String(), want)
	}
	var out bytes.Buffer
	if err := report.WriteSARIF(&out, res.Run, report.SARIFOptions{Root: res.Root}); err != nil {
		t.Fatal(err)
	}
	var log struct {
		Runs []struct {
			ColumnKind string `json:"columnKind"`
			Results    []struct {
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct{ URI, URIBaseID string } `json:"artifactLocation"`
						Region           struct {
							StartLine, StartColumn, EndLine, EndColumn int
						} `json:"region"`
					} `json:"physicalLocation"`
				} `json:"locations"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(out.Bytes(), &log); err != nil {
		t.Fatal(err)
	}
	r := log.Runs[0]
	if r.ColumnKind != "utf16CodeUnits" {
		t.Errorf("columnKind = %q", r.ColumnKind)
	}
	pl := r.Results[0].Locations[0].PhysicalLocation
	if pl.ArtifactLocation.URI != "job.py" {
		t.Errorf("uri = %q, want job.py", pl.ArtifactLocation.URI)
	}
	// "'auto-compaction' = 'true'" starts after 26 code points, 27 UTF-16
	// units (the emoji is a surrogate pair), and is 26 units long.
	if reg := pl.Region; reg.StartLine != 10 || reg.StartColumn != 28 || reg.EndColumn != 54 {
		t.Errorf("SARIF region = %+v, want line 10 columns 28..54", reg)
	}
}
