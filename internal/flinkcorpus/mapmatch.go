package flinkcorpus

import (
	"bufio"
	"fmt"
	"sort"
	"strings"
)

// MapEntry is one line of the coverage map of Flink's validation
// (bench/flinkcorpus/validation-map.tsv).
type MapEntry struct {
	Class     string // text, connector, runtime, internal (Classify)
	Rule      string // the rules that raise the message, comma-separated, or "not yet"; "" for runtime and internal
	Evidence  string // what backs Rule: source, test, source+test
	Exception string
	Module    string
	Versions  string
	Where     string
	Template  string // the message, {} for each computed part
}

// MapHeader is the first line of validation-map.tsv.
const MapHeader = "class\trule\tevidence\texception\tmodule\tversions\twhere\tmessage"

// Rules are the rules the map says raise the entry's message.
func (e MapEntry) Rules() []string {
	if e.Rule == "" || e.Rule == "not yet" {
		return nil
	}
	return strings.Split(e.Rule, ",")
}

// Family is the reporting group of the entry's message: the reason family
// its words fall in (Family), "other" when none.
func (e MapEntry) Family() string {
	return Family(Rejected, strings.ReplaceAll(e.Template, "{}", "x"))
}

// ReadValidationMap parses validation-map.tsv.
func ReadValidationMap(text string) ([]MapEntry, error) {
	var out []MapEntry
	sc := bufio.NewScanner(strings.NewReader(text))
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	line := 0
	for sc.Scan() {
		line++
		if line == 1 {
			if sc.Text() != MapHeader {
				return nil, fmt.Errorf("validation map: line 1 is not the header %q", MapHeader)
			}
			continue
		}
		f := strings.Split(sc.Text(), "\t")
		if len(f) != 8 {
			return nil, fmt.Errorf("validation map: line %d has %d fields, want 8", line, len(f))
		}
		out = append(out, MapEntry{Class: f[0], Rule: f[1], Evidence: f[2], Exception: f[3], Module: f[4],
			Versions: f[5], Where: f[6], Template: f[7]})
	}
	return out, sc.Err()
}

// A Matcher finds the map entries whose template is the reason of a
// message a test asserts.
//
// A test asserts Flink's whole message, a part of it
// (hasMessageContaining), several parts (joined by " | " in the index), or
// a message that wraps the reason ("SQL validation failed. From line 1,
// column 8 to line 1, column 10: Column 'x' not found in any table"). A
// template is a message's reason when its literal parts line up with the
// asserted text: consecutive literal parts found in order, the first one
// possibly only by its end where the asserted text starts, the last one
// possibly only by its start where the asserted text ends (a computed part
// stands for any text). Whitespace and letter case are not compared.
//
// Of the templates that line up, a template whose matched text another
// template's matched text contains ("{} is not supported." inside
// "Processing time {} is not supported yet."), or equals while the other
// template lines up whole and it does not ("Object '{}' not found within
// '{}'" beside "Object '{}' not found"), is not the reason; templates
// whose matched texts are disjoint (a wrapper and its cause) or equal (the
// same words in two places of Flink) all are.
type Matcher struct {
	entries []MapEntry
	parts   [][]string // each template's literal parts, normalized
}

// Minimum letters and digits a template must line up with: a whole
// template (every literal part found) needs minWhole, a part of one
// needs minPart.
const (
	minWhole = 10
	minPart  = 14
)

// NewMatcher prepares the templates of the map's entries.
func NewMatcher(entries []MapEntry) *Matcher {
	m := &Matcher{entries: entries}
	for _, e := range entries {
		var ps []string
		for _, p := range strings.Split(normalizeMessage(e.Template), "{}") {
			if p != "" && p != " " {
				ps = append(ps, p)
			}
		}
		m.parts = append(m.parts, ps)
	}
	return m
}

// Entry is the map entry at index i.
func (m *Matcher) Entry(i int) MapEntry { return m.entries[i] }

// normalizeMessage folds white space and letter case, and the escapes of
// the index (\n) and of Calcite's doubled quotes.
func normalizeMessage(s string) string {
	s = strings.ReplaceAll(s, `\n`, "\n")
	s = strings.ReplaceAll(s, `\t`, "\t")
	return strings.ToLower(strings.Join(strings.Fields(s), " "))
}

// match is a template lined up with an asserted text.
type match struct {
	entry int
	spans [][2]int // the byte ranges of the asserted text its literal parts matched
	score int      // letters and digits matched
	whole bool     // every literal part matched whole
}

// Match returns the indices of the entries whose template is the reason of
// message (see Matcher), in map order; none when no template lines up.
func (m *Matcher) Match(message string) []int {
	seen := map[int]bool{}
	for _, piece := range strings.Split(message, " | ") {
		p := normalizeMessage(piece)
		if p == "" {
			continue
		}
		var found []match
		for i, parts := range m.parts {
			if mt, ok := alignTemplate(p, parts); ok {
				mt.entry = i
				found = append(found, mt)
			}
		}
		for k, a := range found {
			dominated := false
			for l, b := range found {
				if k != l && (b.score > a.score || b.score == a.score && b.whole && !a.whole) && covers(b.spans, a.spans) {
					dominated = true
					break
				}
			}
			if !dominated {
				seen[a.entry] = true
			}
		}
	}
	out := make([]int, 0, len(seen))
	for i := range seen {
		out = append(out, i)
	}
	sort.Ints(out)
	return out
}

// covers reports whether every byte of the spans b lies in the spans a.
func covers(a, b [][2]int) bool {
	for _, s := range b {
		for x := s[0]; x < s[1]; x++ {
			in := false
			for _, t := range a {
				if x >= t[0] && x < t[1] {
					in = true
					break
				}
			}
			if !in {
				return false
			}
		}
	}
	return true
}

// alignTemplate lines the literal parts of a template up with p (see
// Matcher) and returns the best alignment, when it matches enough.
func alignTemplate(p string, parts []string) (match, bool) {
	var best match
	bestWhole := false
	for i, first := range parts {
		// Where the first matched part can be: the whole part, the
		// first time it occurs, or its end at the start of p; or p
		// within the part.
		type start struct {
			at, end int
			whole   bool // the whole part matched
			inside  bool // p lies within the part
		}
		var starts []start
		if k := strings.Index(p, first); k >= 0 {
			starts = append(starts, start{at: k, end: k + len(first), whole: true})
		}
		for n := len(first) - 1; n > 0; n-- {
			if strings.HasPrefix(p, first[len(first)-n:]) {
				starts = append(starts, start{at: 0, end: n})
				break
			}
		}
		if len(p) < len(first) && strings.Contains(first, p) {
			starts = append(starts, start{at: 0, end: len(p), inside: true})
		}
		for _, s := range starts {
			spans := [][2]int{{s.at, s.end}}
			whole := i == 0 && s.whole
			cur := s.end
			k := i + 1
			for ; k < len(parts) && !s.inside; k++ {
				if x := strings.Index(p[cur:], parts[k]); x >= 0 {
					spans = append(spans, [2]int{cur + x, cur + x + len(parts[k])})
					cur += x + len(parts[k])
					continue
				}
				// The part's start at the end of p.
				for n := len(parts[k]) - 1; n > 0; n-- {
					if len(p)-n >= cur && strings.HasSuffix(p, parts[k][:n]) {
						spans = append(spans, [2]int{len(p) - n, len(p)})
						break
					}
				}
				break
			}
			whole = whole && k == len(parts)
			score := 0
			for _, sp := range spans {
				score += alnum(p[sp[0]:sp[1]])
			}
			if score > best.score || score == best.score && whole && !bestWhole {
				best, bestWhole = match{spans: spans, score: score, whole: whole}, whole
			}
		}
	}
	if bestWhole && best.score >= minWhole || best.score >= minPart {
		return best, true
	}
	return best, false
}

func alnum(s string) int {
	n := 0
	for _, r := range s {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127 {
			n++
		}
	}
	return n
}
