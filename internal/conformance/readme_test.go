package conformance

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// update rewrites the counts of the set's README:
// `go test ./internal/conformance -run TestREADMECounts -update`.
var update = flag.Bool("update", false, "rewrite the counts in the conformance set's README")

const (
	countsBegin = "<!-- counts: written by go test ./internal/conformance -run TestREADMECounts -update -->\n"
	countsEnd   = "<!-- end of counts -->\n"
)

// TestREADMECounts checks that the README beside the cases counts them as
// they are: per verdict, per reason and per source file.
func TestREADMECounts(t *testing.T) {
	cases, err := LoadCases(casesDir)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(casesDir, "README.md")
	readme, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	begin := bytes.Index(readme, []byte(countsBegin))
	end := bytes.Index(readme, []byte(countsEnd))
	if begin < 0 || end < begin {
		t.Fatalf("%s: no counts block (%q ... %q)", path, countsBegin, countsEnd)
	}
	want := renderCounts(cases)
	got := string(readme[begin+len(countsBegin) : end])
	if got == want {
		return
	}
	if !*update {
		t.Fatalf("%s: the counts are stale; run go test ./internal/conformance -run TestREADMECounts -update\n--- README\n%s\n--- cases\n%s", path, got, want)
	}
	out := string(readme[:begin+len(countsBegin)]) + want + string(readme[end:])
	if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
}

// renderCounts is the Markdown of the counts block.
func renderCounts(cases []Case) string {
	var rejected, planned int
	byReason := map[string][2]int{}
	bySource := map[string][2]int{}
	for _, c := range cases {
		i := 0
		if c.Verdict == Plans {
			i = 1
			planned++
		} else {
			rejected++
		}
		r := byReason[c.Reason]
		r[i]++
		byReason[c.Reason] = r
		s := bySource[sourceFile(c.Source)]
		s[i]++
		bySource[sourceFile(c.Source)] = s
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\n%d cases: %d that Flink rejects, %d that it plans.\n\n", len(cases), rejected, planned)
	writeCountTable(&b, "reason", byReason)
	b.WriteString("\n")
	writeCountTable(&b, "source", bySource)
	b.WriteString("\n")
	return b.String()
}

func writeCountTable(b *strings.Builder, title string, counts map[string][2]int) {
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Fprintf(b, "| %s | rejects | plans |\n|---|---:|---:|\n", title)
	for _, k := range keys {
		fmt.Fprintf(b, "| %s | %d | %d |\n", k, counts[k][0], counts[k][1])
	}
}

// sourceFile reduces a source line to what the counts group by: the file
// of "apache/flink PATH, method"; for a case written here, "own, after
// FILE" when it varies a test, else "own (what its message is from)".
func sourceFile(source string) string {
	file := ""
	if i := strings.Index(source, "flink-"); i >= 0 {
		s := source[i:]
		if j := strings.IndexAny(s, ", "); j >= 0 {
			s = s[:j]
		}
		file = path.Base(s)
	}
	switch {
	case !strings.HasPrefix(source, "own"):
		return file
	case file != "":
		return "own, after " + file
	}
	if i := strings.Index(source, "("); i >= 0 {
		if j := strings.Index(source[i:], ")"); j >= 0 {
			return "own " + source[i:i+j+1]
		}
	}
	return "own"
}

// TestEveryReasonHasANearMiss checks that each reason with rejected cases
// also has a planned one: the statement that looks like the rejected ones
// and that Flink plans, which keeps the rules for it honest.
func TestEveryReasonHasANearMiss(t *testing.T) {
	cases, err := LoadCases(casesDir)
	if err != nil {
		t.Fatal(err)
	}
	planned := map[string]bool{}
	for _, c := range cases {
		if c.Verdict == Plans {
			planned[c.Reason] = true
		}
	}
	for _, c := range cases {
		if c.Verdict == Rejects && !planned[c.Reason] {
			t.Errorf("%s: reason %q has no planned case (a near miss)", c.Path, c.Reason)
		}
	}
}
