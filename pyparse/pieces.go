package pyparse

// A large file is parsed in pieces of whole top-level statements, each
// piece's tree copied and freed before the next is parsed, and the records
// joined under one module node. tree-sitter's tree of a megabyte of Python
// takes about 72 MB of C memory, all of it new pages to fault in, and the
// parse of a piece runs in memory that stays in the caches: a 1 MB file
// parsed in pieces cost half the CPU of one parse and none of the 72 MB
// (issue 46: no input of 1 MB takes more than 1 s or 200 MB).
//
// The pieces must give the tree one parse gives. A piece starts at a line
// that starts a simple statement at the top level (column 0, outside any
// bracket, string or continued line) right after a line that did too (so
// no block is open and no comment or blank line sits between them, where
// the scanner's indentation tracking could place them otherwise), and
// that is no `else`, `elif`, `except` or `finally` clause nor follows a
// decorator. The scan that finds these lines knows only brackets, strings,
// comments and backslashes: if it were ever wrong, the piece's parse would
// hold an error, and a piece with an error (or cut at its work budget)
// sends the file to one parse of the whole, as every smaller file goes:
// the error recovery of one parse is the one whose findings are tested.
// TestPiecesMatchWholeParse checks the joined records against one parse's
// over every testdata file, cut into the smallest pieces.

import "bytes"

// Pieces are about pieceSize bytes; a file smaller than minPiecedSize is
// parsed whole.
const (
	pieceSize     = 32 << 10
	minPiecedSize = 128 << 10
)

// splitPoints returns the offsets at which src may be cut into pieces of
// about size bytes (see above), in order, without 0 and len(src).
func splitPoints(src []byte, size int) []int {
	var cuts []int
	depth := 0
	var quote byte  // the quote of the string being read, 0 outside one
	triple := false // the string is triple-quoted
	clean := false  // the line being read started a top-level simple statement
	continued := false
	last := 0 // the last cut
	for i := 0; i < len(src); {
		// At the start of a line.
		lineStart := i
		startsClean := quote == 0 && depth == 0 && !continued && i < len(src) && startsStatement(src[i:])
		if startsClean && clean && lineStart-last >= size && !isClause(src[i:]) {
			cuts = append(cuts, lineStart)
			last = lineStart
		}
		clean = startsClean && src[i] != '@'
		continued = false
		// Read the line.
		for i < len(src) && src[i] != '\n' {
			c := src[i]
			switch {
			case quote != 0:
				switch {
				case c == '\\':
					i++ // the escaped byte (a newline too, below)
				case c == quote && (!triple || bytes.HasPrefix(src[i:], []byte{c, c, c})):
					if triple {
						i += 2
					}
					quote = 0
				}
			case c == '#':
				for i < len(src) && src[i] != '\n' {
					i++
				}
				continue
			case c == '\'' || c == '"':
				quote, triple = c, bytes.HasPrefix(src[i:], []byte{c, c, c})
				if triple {
					i += 2
				}
			case c == '(' || c == '[' || c == '{':
				depth++
			case c == ')' || c == ']' || c == '}':
				if depth > 0 {
					depth--
				}
			case c == '\\' && i+1 < len(src) && (src[i+1] == '\n' || src[i+1] == '\r'):
				continued = true
			}
			i++
		}
		if quote != 0 && !triple {
			// A one-line string left open: no cut until the scan is
			// back in step (the parse would say where).
			return nil
		}
		i++ // the newline
	}
	return cuts
}

// startsStatement reports whether a line starts, at column 0, with
// something that can begin a simple statement or a decorator: not
// whitespace, a comment, a line end or a closing bracket.
func startsStatement(line []byte) bool {
	switch line[0] {
	case ' ', '\t', '\f', '\r', '\n', '#', ')', ']', '}', '\\':
		return false
	}
	return true
}

// isClause reports whether a line starts with a keyword that continues the
// compound statement before it.
func isClause(line []byte) bool {
	for _, kw := range []string{"else", "elif", "except", "finally"} {
		if bytes.HasPrefix(line, []byte(kw)) && (len(line) == len(kw) || !isIdentByte(line[len(kw)])) {
			return true
		}
	}
	return false
}

// parsePieces parses src in the pieces splitPoints gives (of p.pieceSize
// bytes) and returns the records of the whole tree, or ok false when src
// is not to be parsed in pieces or one of them did not parse cleanly.
func (p *Parser) parsePieces(src []byte) (records []nodeRecord, ok bool) {
	if len(src) < p.minPieced {
		return nil, false
	}
	cuts := splitPoints(src, p.pieceSize)
	if len(cuts) == 0 {
		return nil, false
	}
	cuts = append(cuts, len(src))
	buf := p.records
	start := 0
	for _, end := range cuts {
		tree, cut, parsed := p.ts.parse(src[start:end])
		if !parsed {
			return nil, false
		}
		var flat bool
		buf, flat = flattenTree(tree, buf, p.maxNodes)
		tree.close()
		if !flat || cut >= 0 || len(buf) == 0 || buf[0].Flags&recordHasError != 0 || len(records)+len(buf) > p.maxNodes {
			return nil, false
		}
		if records == nil {
			// Sized from the first piece's nodes per byte, with a margin.
			records = make([]nodeRecord, 0, len(buf)*len(src)/end*9/8+1024)
			records = append(records, buf[0])
		}
		base := int32(len(records)) - 1 // the piece's record i is base+i
		for _, r := range buf[1:] {
			r.Start += uint32(start)
			r.End += uint32(start)
			if r.Parent > 0 {
				r.Parent += base
			}
			records = append(records, r)
		}
		records[0].End = buf[0].End + uint32(start)
		start = end
	}
	if cap(buf) <= maxKeptNodes {
		p.records = buf
	}
	return records, true
}
