package pyparse

import (
	"github.com/flinklint/flinklint/sqlparse"
)

// seg is a Segment during evaluation; f tells which file the Python range
// belongs to (the main module or an imported one).
type seg struct {
	s0, s1   int // SQL (text) range
	p0, p1   int // Python range in f
	verbatim bool
	hole     bool
	f        *file
}

// strv is a statically evaluated string with the offset map of every byte.
type strv struct {
	b    []byte
	segs []seg
}

// known reports whether no part of s is a hole.
func (s *strv) known() bool {
	for _, g := range s.segs {
		if g.hole {
			return false
		}
	}
	return true
}

// allHole reports whether s is nothing but holes (or empty).
func (s *strv) allHole() bool {
	for _, g := range s.segs {
		if !g.hole && g.s1 > g.s0 {
			return false
		}
	}
	return true
}

// appendVerbatim appends src[p0:p1] of file f, byte by byte.
func (s *strv) appendVerbatim(f *file, p0, p1 int) {
	if p1 <= p0 {
		return
	}
	n := len(s.b)
	s.b = append(s.b, f.src[p0:p1]...)
	if k := len(s.segs) - 1; k >= 0 {
		last := &s.segs[k]
		if last.verbatim && last.f == f && last.s1 == n && last.p1 == p0 {
			last.s1 += p1 - p0
			last.p1 = p1
			return
		}
	}
	s.segs = append(s.segs, seg{s0: n, s1: n + p1 - p0, p0: p0, p1: p1, verbatim: true, f: f})
}

// appendMapped appends text that came as a whole from Python range [p0,p1)
// of f (an escape sequence, a rendered value).
func (s *strv) appendMapped(text string, f *file, p0, p1 int) {
	if text == "" {
		return
	}
	n := len(s.b)
	s.b = append(s.b, text...)
	s.segs = append(s.segs, seg{s0: n, s1: len(s.b), p0: p0, p1: p1, f: f})
}

// appendHole appends one hole standing for Python range [p0,p1) of f.
func (s *strv) appendHole(f *file, p0, p1 int) {
	n := len(s.b)
	s.b = append(s.b, sqlparse.HoleString...)
	s.segs = append(s.segs, seg{s0: n, s1: len(s.b), p0: p0, p1: p1, hole: true, f: f})
}

// appendSub appends o.b[a:b] with its offset map.
func (s *strv) appendSub(o *strv, a, b int) {
	if a < 0 {
		a = 0
	}
	if b > len(o.b) {
		b = len(o.b)
	}
	if b <= a {
		return
	}
	for _, g := range o.segs {
		if g.s1 <= a || g.s0 >= b {
			continue
		}
		lo, hi := max(g.s0, a), min(g.s1, b)
		if g.verbatim {
			p0 := g.p0 + (lo - g.s0)
			s.appendVerbatim(g.f, p0, p0+(hi-lo))
			continue
		}
		n := len(s.b)
		s.b = append(s.b, o.b[lo:hi]...)
		s.segs = append(s.segs, seg{s0: n, s1: len(s.b), p0: g.p0, p1: g.p1, hole: g.hole, f: g.f})
	}
}

// appendStr appends all of o.
func (s *strv) appendStr(o *strv) { s.appendSub(o, 0, len(o.b)) }

// concat returns a+b.
func concat(a, b *strv) *strv {
	r := &strv{b: make([]byte, 0, len(a.b)+len(b.b)), segs: make([]seg, 0, len(a.segs)+len(b.segs))}
	r.appendStr(a)
	r.appendStr(b)
	return r
}

// sub returns s.b[a:b] as a new string.
func (s *strv) sub(a, b int) *strv {
	r := &strv{}
	r.appendSub(s, a, b)
	return r
}

// holeStr is a string that is entirely unknown, standing for [p0,p1) of f.
func holeStr(f *file, p0, p1 int) *strv {
	s := &strv{}
	s.appendHole(f, p0, p1)
	return s
}

// mappedStr is a string whose every byte came from [p0,p1) of f as a whole.
func mappedStr(text string, f *file, p0, p1 int) *strv {
	s := &strv{}
	s.appendMapped(text, f, p0, p1)
	return s
}

// remapAll returns s with the same text mapped as a whole to [p0,p1) of f,
// keeping holes as holes. Used when a transformation loses the byte map.
func remapAll(s *strv, f *file, p0, p1 int) *strv {
	r := &strv{b: append([]byte(nil), s.b...)}
	for _, g := range s.segs {
		r.segs = append(r.segs, seg{s0: g.s0, s1: g.s1, p0: p0, p1: p1, hole: g.hole, f: f})
	}
	return r
}
