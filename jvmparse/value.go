package jvmparse

import (
	"strconv"
	"strings"

	"github.com/flinklint/flinklint/pyparse"
	"github.com/flinklint/flinklint/sqlparse"
)

// piece is a run of an evaluated string: text written in a source file
// (verbatim: byte for byte, else the whole text stands for [start, end)),
// or a hole, text known only at run time.
type piece struct {
	text       string
	hole       bool
	f          *jfile
	start, end int
	verbatim   bool
}

// vkind tells evaluated JVM values apart.
type vkind uint8

const (
	vUnknown vkind = iota
	vStr           // a string (pieces), also a number or boolean rendered as Java prints it
	vNum           // a number literal or constant arithmetic (s holds its text)
	vBool
	vNull
	vEnum    // a constant not followed (Class.MEMBER): name is the member, qual the class
	vOption  // a ConfigOption constant: name is its key
	vDesc    // a TableDescriptor builder
	vSchema  // a Schema builder
	vFormat  // a FormatDescriptor builder
	vBuilder // a StringBuilder
	vTable   // a Table from sqlQuery (at is the call)
	vDur     // a java.time.Duration (s: Flink's text, "60 s")
	vSource  // a DataStream source builder (bounded: ends)
)

// val is an evaluated expression, as far as it is known.
type val struct {
	kind   vkind
	pieces []piece
	num    string
	name   string
	qual   string
	desc   *descVal
	schema *schemaVal
	format *formatVal
	f      *jfile
	at     pyparse.Span // the expression, in f
	// bounded is set on a source known to end.
	bounded bool
}

func unknown(f *jfile, n *node) val {
	v := val{kind: vUnknown, f: f}
	if n != nil {
		v.at = pyparse.Span{Start: n.start, End: n.end}
	}
	return v
}

// strPieces renders v as string pieces: a number or boolean as Java's
// string conversion prints it, anything else not known as one hole.
func (v val) strPieces() []piece {
	switch v.kind {
	case vStr, vBuilder:
		return v.pieces
	case vNum, vBool, vNull, vDur:
		t := v.num
		if v.kind == vNull {
			t = "null"
		}
		return []piece{{text: t, f: v.f, start: v.at.Start, end: v.at.End}}
	}
	return []piece{{text: string(sqlparse.HoleRune), hole: true, f: v.f, start: v.at.Start, end: v.at.End}}
}

// text returns v's string when it is fully known.
func (v val) text() (string, bool) {
	switch v.kind {
	case vStr, vNum, vBool:
	case vEnum:
		return v.name, true
	default:
		return "", false
	}
	var b strings.Builder
	for _, p := range v.strPieces() {
		if p.hole {
			return "", false
		}
		b.WriteString(p.text)
	}
	return b.String(), true
}

// known reports whether v holds some known text (not only holes).
func (v val) someKnown() bool {
	for _, p := range v.strPieces() {
		if !p.hole && p.text != "" {
			return true
		}
	}
	return false
}

func strVal(f *jfile, n *node, ps []piece) val {
	return val{kind: vStr, pieces: ps, f: f, at: pyparse.Span{Start: n.start, End: n.end}}
}

// maxPieces bounds the pieces of one string: text built of more (a
// string grown in a loop of statements) is not followed.
const maxPieces = 1024

// concat joins two values as Java's + on strings does.
func concat(a, b val, f *jfile, n *node) val {
	if len(a.strPieces())+len(b.strPieces()) > maxPieces {
		return unknown(f, n)
	}
	ps := make([]piece, 0, len(a.strPieces())+len(b.strPieces()))
	ps = append(ps, a.strPieces()...)
	ps = append(ps, b.strPieces()...)
	return strVal(f, n, ps)
}

// stringValue converts v to a pyparse.StringValue located in the main file:
// at its own expression when written there, else at anchor.
func (v val) stringValue(main *jfile, anchor pyparse.Span) pyparse.StringValue {
	sv := pyparse.StringValue{Span: anchor}
	if v.f == main && v.at != (pyparse.Span{}) {
		sv.Span = v.at
	}
	sv.Value, sv.Known = v.text()
	return sv
}

// sqlText builds the SQLText of a string value reaching a SQL API at call
// (the argument at arg), in main.
func (v val) sqlText(main *jfile, api string, call, arg pyparse.Span) *pyparse.SQLText {
	t := &pyparse.SQLText{API: api, Call: call}
	var b strings.Builder
	for _, p := range v.strPieces() {
		if p.text == "" {
			continue
		}
		seg := pyparse.Segment{SQLStart: b.Len(), Hole: p.hole}
		b.WriteString(p.text)
		seg.SQLEnd = b.Len()
		switch {
		case p.f == main && p.end > p.start:
			seg.PyStart, seg.PyEnd = p.start, p.end
			seg.Verbatim = p.verbatim && !p.hole
		case p.f != nil && p.f != main && p.end > p.start:
			seg.PyStart, seg.PyEnd = arg.Start, arg.End
			seg.Path, seg.SrcStart, seg.SrcEnd = p.f.path, p.start, p.end
			seg.SrcVerbatim = p.verbatim && !p.hole
		default:
			seg.PyStart, seg.PyEnd = arg.Start, arg.End
		}
		t.Segments = append(t.Segments, seg)
	}
	t.Text = b.String()
	return t
}

// descVal is a TableDescriptor under construction.
type descVal struct {
	f         *jfile
	chain     pyparse.Span
	connector val
	options   []descOpt
	schema    *schemaVal
	partition []string
	format    *formatVal
	formatAt  pyparse.Span
}

type descOpt struct {
	at         pyparse.Span
	key, value val
}

type schemaVal struct {
	unknown    bool
	watermark  bool
	primaryKey []string
}

type formatVal struct {
	name    val
	options []descOpt
}

// durationText renders Duration.ofX(n) as Flink's duration text.
func durationText(method, amount string) (string, bool) {
	if _, err := strconv.ParseInt(amount, 10, 64); err != nil {
		return "", false
	}
	unit := map[string]string{"ofMillis": "ms", "ofSeconds": "s", "ofMinutes": "min", "ofHours": "h", "ofDays": "d"}[method]
	if unit == "" {
		return "", false
	}
	return amount + " " + unit, true
}
