package langsvc

import (
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/pyparse"
	"github.com/flinklint/flinklint/sqlparse"
)

// Cursor is what lies under a position of a file: SQL (a .sql file, or a
// SQL string of a Python or JVM source), a deployment config's key, or
// nothing the language service knows (both nil).
type Cursor struct {
	// Path is the file's path in the run; Offset the position's byte
	// offset in it.
	Path   string
	Offset int
	SQL    *SQLCursor
	Config *ConfigCursor
}

// SQLCursor is a position inside a SQL text.
type SQLCursor struct {
	// Text is the SQL text: the whole .sql file, or the SQL a Python or
	// JVM string makes (holes as sqlparse.HoleRune).
	Text string
	// Embedded is the string's map back to its source; nil for a .sql file.
	Embedded *pyparse.SQLText
	Script   *sqlparse.Script
	// Offset is the position's byte offset in Text.
	Offset int
	// Statement is the index in Script.Statements of the statement that
	// holds Offset, -1 when none does (the statement being typed does not
	// parse yet). StmtSpan is that statement's text in any case: from
	// after the ';' before Offset to the ';' after it.
	Statement int
	StmtSpan  sqlparse.Span
	// Token is the token that holds Offset or ends at it (the word being
	// typed); nil in white space or after punctuation.
	Token *sqlparse.Token
	// Prefix is the part of Token's text before Offset, without an opening
	// quote: what completion items must start with.
	Prefix  string
	Context Context
	// src is the file's text (an edit inside a string of its code must
	// escape that string's quote).
	src []byte
}

// Span maps a span of Text to the file's bytes: itself for a .sql file,
// the string's source characters for an embedded text (the characters
// written in this file; an edit must not reach into an imported module).
func (c *SQLCursor) Span(s sqlparse.Span) (start, end int) {
	if c.Embedded == nil {
		return s.Start, s.End
	}
	ps := c.Embedded.PySpan(s.Start, s.End)
	return ps.Start, ps.End
}

// At says what is under pos in f. m, when not nil, is the run f belongs
// to: SQL that another file builds from f's strings (a module's
// constants) is found through it. src is f's text as the position was
// taken in (the editor's buffer).
func At(m *model.Model, f *model.File, src []byte, pos Position) Cursor {
	off, ok := Offset(src, pos)
	if !ok || f == nil {
		return Cursor{Offset: off}
	}
	c := Cursor{Path: f.Path, Offset: off}
	switch {
	case f.Kind == model.SQLFile && f.SQL != nil:
		c.SQL = sqlAt(string(src), nil, f.SQL, off)
	case len(f.Embedded) > 0 || m != nil:
		c.SQL = embeddedAt(m, f, off)
	}
	if c.SQL != nil {
		c.SQL.src = src
	}
	if c.SQL == nil && f.Kind == model.ConfigFile {
		c.Config = configAt(src, off)
	}
	return c
}

// embeddedAt finds the SQL string of f (or of another file of m that
// builds SQL from f's strings) whose characters hold off.
func embeddedAt(m *model.Model, f *model.File, off int) *SQLCursor {
	for _, e := range f.Embedded {
		if so, ok := sqlOffset(e.Text, "", off); ok {
			return sqlAt(e.Text.Text, e.Text, e.Script, so)
		}
	}
	if m == nil {
		return nil
	}
	for _, g := range m.Files {
		if g == f {
			continue
		}
		for _, e := range g.Embedded {
			if so, ok := sqlOffset(e.Text, f.Path, off); ok {
				return sqlAt(e.Text.Text, e.Text, e.Script, so)
			}
		}
	}
	return nil
}

// sqlOffset maps byte offset off of a source file to the offset in t's
// SQL text, through the string's escapes: path is "" for the file t was
// extracted from, else the path of an imported module whose bytes t
// holds. ok is false outside t's characters, inside a hole (its text is
// not known) and inside an escape sequence (no SQL offset lies there).
func sqlOffset(t *pyparse.SQLText, path string, off int) (int, bool) {
	for _, g := range t.Segments {
		start, end, verbatim := g.PyStart, g.PyEnd, g.Verbatim
		if path != "" || g.Path != "" {
			if g.Path != path {
				continue
			}
			start, end, verbatim = g.SrcStart, g.SrcEnd, g.SrcVerbatim
		}
		switch {
		case off < start || off > end:
			continue
		case off == start:
			return g.SQLStart, true
		case off == end:
			return g.SQLEnd, true
		case g.Hole:
			return 0, false
		case verbatim:
			return g.SQLStart + off - start, true
		default:
			return 0, false // inside an escape (\n, {{) or a rendered value
		}
	}
	return 0, false
}
