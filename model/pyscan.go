package model

import "regexp"

// pyScan finds calls in Python source by regular expression, each match
// starting at a word boundary, as `\b(?:alt1|alt2...)` would.
//
// It does not write the leading `\b` into the pattern on purpose: `\b`, or
// an alternation, hides the pattern's literal prefix from package regexp,
// which then starts its backtracker at every byte of the file (2-6 MB/s on
// Python source; a quarter of a run's CPU on 2,000 jobs). Each alternative
// is instead its own pattern beginning with a literal, which regexp finds
// with a fast substring search, and the boundary is checked by hand.
type pyScan struct {
	alts []*regexp.Regexp
}

// newPyScan compiles the alternatives; each must begin with a literal word
// character.
func newPyScan(alts ...string) *pyScan {
	s := &pyScan{}
	for _, a := range alts {
		s.alts = append(s.alts, regexp.MustCompile(a))
	}
	return s
}

// Match reports whether src holds a match.
func (s *pyScan) Match(src []byte) bool {
	return s.find(src, 0) != nil
}

// FindIndex returns the leftmost match, or nil.
func (s *pyScan) FindIndex(src []byte) []int {
	if m := s.find(src, 0); m != nil {
		return m[:2]
	}
	return nil
}

// FindAllSubmatchIndex returns the successive non-overlapping matches with
// their submatches, like regexp's method of that name (n < 0: all).
func (s *pyScan) FindAllSubmatchIndex(src []byte, n int) [][]int {
	var out [][]int
	for pos := 0; n < 0 || len(out) < n; {
		m := s.find(src, pos)
		if m == nil {
			break
		}
		out = append(out, m)
		pos = m[1]
		if m[1] == m[0] {
			pos++
		}
	}
	return out
}

// find returns the leftmost match starting at or after pos at a word
// boundary; among alternatives matching at the same start, the first wins,
// as in a leftmost-first alternation.
func (s *pyScan) find(src []byte, pos int) []int {
	var best []int
	for _, re := range s.alts {
		m := findAtBoundary(re, src, pos)
		if m != nil && (best == nil || m[0] < best[0]) {
			best = m
		}
	}
	return best
}

func findAtBoundary(re *regexp.Regexp, src []byte, pos int) []int {
	for pos <= len(src) {
		m := re.FindSubmatchIndex(src[pos:])
		if m == nil {
			return nil
		}
		for i := range m {
			if m[i] >= 0 {
				m[i] += pos
			}
		}
		if m[0] == 0 || !isWordByte(src[m[0]-1]) {
			return m
		}
		pos = m[0] + 1
	}
	return nil
}

// isWordByte is regexp's \w: an ASCII letter, digit or underscore.
func isWordByte(c byte) bool {
	return c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}
