package lintest

import (
	"testing"

	"github.com/flinklint/flinklint/report"
)

func TestParseExpectations(t *testing.T) {
	src := []byte(`a = 1
  'auto-compaction' = 'true' -- want "FL001" col=3
x  # want "FL001" level=error "FL900" col=12
"""  # no want here
    'k' = 'v'  -- want "FL002"  """)
`)
	got, err := ParseExpectations("f.py", src)
	if err != nil {
		t.Fatal(err)
	}
	want := []Expectation{
		{Path: "f.py", Line: 2, Rule: "FL001", Col: 3},
		{Path: "f.py", Line: 3, Rule: "FL001", Level: report.Error},
		{Path: "f.py", Line: 3, Rule: "FL900", Col: 12},
		{Path: "f.py", Line: 5, Rule: "FL002"},
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
}
