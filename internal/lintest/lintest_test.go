package lintest

import (
	"strings"
	"testing"

	"github.com/flinklint/flinklint/finding"
)

func TestParseExpectations(t *testing.T) {
	src := []byte(`a = 1
  'auto-compaction' = 'true' -- want "FL001" col=3
x  # want "FL001" level=error "FL900" col=12
"""  # no want here
    'k' = 'v'  -- want "FL002"  """)
y  -- want "FL011" msg="did you mean 'kafka'" level=warning
`)
	got, err := ParseExpectations("f.py", src)
	if err != nil {
		t.Fatal(err)
	}
	want := []Expectation{
		{Path: "f.py", Line: 2, Rule: "FL001", Col: 3},
		{Path: "f.py", Line: 3, Rule: "FL001", Level: finding.Error},
		{Path: "f.py", Line: 3, Rule: "FL900", Col: 12},
		{Path: "f.py", Line: 5, Rule: "FL002"},
		{Path: "f.py", Line: 6, Rule: "FL011", Msg: "did you mean 'kafka'", Level: finding.Warning},
	}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("expectation %d: got %v, want %v", i, got[i], want[i])
		}
	}
}

func TestParseExpectationsErrors(t *testing.T) {
	if _, err := ParseExpectations("f.sql", []byte(`-- want "FL001" col=x`)); err == nil {
		t.Error("bad col accepted")
	}
	if _, err := ParseExpectations("f.sql", []byte(`-- want "FL001" colum=3`)); err == nil || !strings.Contains(err.Error(), "unknown modifier") {
		t.Errorf("colum=3: %v", err)
	}
	if _, err := ParseExpectations("f.sql", []byte(`-- want "FL001" msg="(unclosed"`)); err == nil {
		t.Error("a bad msg regexp accepted")
	}
}

func TestCheckMatchesMessages(t *testing.T) {
	f := finding.Finding{RuleID: "FL001", Level: finding.Warning, Message: "no deployment config is linked to this job"}
	f.Location.Path, f.Location.StartLine = "job.sql", 5
	ok := &testing.T{}
	Check(ok, []finding.Finding{f}, []Expectation{{Path: "job.sql", Line: 5, Rule: "FL001", Msg: "no deployment config"}})
	if ok.Failed() {
		t.Error("a message holding the text did not match")
	}
	bad := &testing.T{}
	Check(bad, []finding.Finding{f}, []Expectation{{Path: "job.sql", Line: 5, Rule: "FL001", Msg: "crashes when deployment"}})
	if !bad.Failed() {
		t.Error("a message without the text matched")
	}
}
