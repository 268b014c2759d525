package filter

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/flinklint/flinklint/finding"
)

// BaselineVersion is the version of the baseline file format.
const BaselineVersion = 1

// Fingerprint identifies a finding across edits that do not touch it: it
// hashes the rule id, the path and the finding's source snippet with runs of
// white space collapsed (the message when there is no snippet). Line and
// column numbers never enter it, so inserting lines above a finding keeps its
// fingerprint. Two findings of one rule on equal text in one file share a
// fingerprint; the baseline tells them apart by their order (see Baseline).
func Fingerprint(f finding.Finding) string {
	text := f.Location.Snippet
	if text == "" {
		text = f.Message
	}
	h := sha256.New()
	for _, part := range []string{f.RuleID, f.Location.Path, strings.Join(strings.Fields(text), " ")} {
		h.Write([]byte(part))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil)[:16])
}

// Baseline is a set of known findings: the findings of the day it was
// written, which later runs do not report again.
type Baseline struct {
	// counts maps a fingerprint to how many findings had it.
	counts map[string]int
}

// baselineFile is the on-disk form. Entries are sorted by path, rule and
// fingerprint so that the file diffs well under version control; rule, path
// and message are for the reader, only fingerprint and count are used.
type baselineFile struct {
	Version  int             `json:"version"`
	Tool     string          `json:"tool"`
	Findings []baselineEntry `json:"findings"`
}

type baselineEntry struct {
	Fingerprint string `json:"fingerprint"`
	Count       int    `json:"count"`
	RuleID      string `json:"rule_id"`
	Path        string `json:"path"`
	Message     string `json:"message"`
}

// WriteBaseline records findings as a baseline file.
func WriteBaseline(w io.Writer, findings []finding.Finding) error {
	byPrint := map[string]*baselineEntry{}
	for _, f := range findings {
		fp := Fingerprint(f)
		if e, ok := byPrint[fp]; ok {
			e.Count++
			continue
		}
		byPrint[fp] = &baselineEntry{Fingerprint: fp, Count: 1, RuleID: f.RuleID, Path: f.Location.Path, Message: f.Message}
	}
	doc := baselineFile{Version: BaselineVersion, Tool: "flinklint", Findings: make([]baselineEntry, 0, len(byPrint))}
	for _, e := range byPrint {
		doc.Findings = append(doc.Findings, *e)
	}
	slices.SortFunc(doc.Findings, func(a, b baselineEntry) int {
		return cmp.Or(cmp.Compare(a.Path, b.Path), cmp.Compare(a.RuleID, b.RuleID), cmp.Compare(a.Fingerprint, b.Fingerprint))
	})
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}

// ReadBaseline reads a file written by WriteBaseline.
func ReadBaseline(r io.Reader) (*Baseline, error) {
	var doc baselineFile
	dec := json.NewDecoder(r)
	if err := dec.Decode(&doc); err != nil {
		return nil, fmt.Errorf("baseline: %w", err)
	}
	if doc.Version != BaselineVersion {
		return nil, fmt.Errorf("baseline: version %d is not supported (this flinklint reads version %d); write a new one with --write-baseline", doc.Version, BaselineVersion)
	}
	b := &Baseline{counts: make(map[string]int, len(doc.Findings))}
	for i, e := range doc.Findings {
		if e.Fingerprint == "" || e.Count < 1 {
			return nil, fmt.Errorf("baseline: entry %d: needs a fingerprint and a count of at least 1", i+1)
		}
		b.counts[e.Fingerprint] += e.Count
	}
	return b, nil
}

// Len is the number of findings the baseline records.
func (b *Baseline) Len() int {
	n := 0
	for _, c := range b.counts {
		n += c
	}
	return n
}

// Filter returns the findings that are not in the baseline, in their order.
// When a fingerprint was recorded n times, the first n findings with it (in
// the order given, which the linter keeps sorted by position) count as known
// and any further one is new: adding a second identical problem to a file is
// reported even though the first is baselined.
func (b *Baseline) Filter(findings []finding.Finding) []finding.Finding {
	seen := map[string]int{}
	var fresh []finding.Finding
	for _, f := range findings {
		fp := Fingerprint(f)
		seen[fp]++
		if seen[fp] > b.counts[fp] {
			fresh = append(fresh, f)
		}
	}
	return fresh
}
