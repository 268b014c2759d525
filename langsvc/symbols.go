package langsvc

import (
	"path"
	"sort"
	"strings"

	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/pyparse"
	"github.com/flinklint/flinklint/sqlparse"
)

// This file is the language service's outline: the symbols of a file (the
// tables, views, functions and statements of its SQL, a .sql file's or the
// SQL strings of a PyFlink, Java or Scala file, or a deployment's scripts)
// and the workspace's declarations, found by name. Every range is where
// the text is written: for SQL in a string, the exact characters inside
// the string, in the module it was written in when it came from another
// file's constant.

// SymbolKind is the kind of a symbol, numbered as the LSP's SymbolKind.
type SymbolKind int

// The kinds the outline uses.
const (
	KindNamespace SymbolKind = 3  // CREATE CATALOG, USE
	KindProperty  SymbolKind = 7  // SET, RESET
	KindField     SymbolKind = 8  // a column
	KindInterface SymbolKind = 11 // a view
	KindFunction  SymbolKind = 12 // CREATE FUNCTION
	KindObject    SymbolKind = 19 // any other statement
	KindStruct    SymbolKind = 23 // a table
	KindEvent     SymbolKind = 24 // INSERT, a statement set, a query
)

// Symbol is one named thing of a file. Start..End is its whole text
// (a statement), NameStart..NameEnd its name, both byte offsets of Path,
// a root-relative slash path.
type Symbol struct {
	Name   string
	Detail string
	Kind   SymbolKind
	Path   string
	// Start..End is the symbol's text, NameStart..NameEnd its name; the
	// name lies within the text.
	Start, End         int
	NameStart, NameEnd int
	Children           []Symbol
}

// sqlText is one piece of SQL of a file with its byte map: a .sql file's
// script (emb nil), or a SQL string of code.
type sqlText struct {
	file   *model.File
	emb    *pyparse.SQLText
	script *sqlparse.Script
}

// texts are the SQL texts of a file, in file order.
func texts(f *model.File) []sqlText {
	var out []sqlText
	if f.SQL != nil && !f.OtherDialect {
		out = append(out, sqlText{file: f, script: f.SQL})
	}
	for _, e := range f.Embedded {
		if e.Script != nil {
			out = append(out, sqlText{file: f, emb: e.Text, script: e.Script})
		}
	}
	return out
}

// where is the file (root-relative) and byte range a span of the text is
// written at: inside the string of code, or in the imported module whose
// constant it came from when all of it came from one.
func (t sqlText) where(s sqlparse.Span) (string, int, int) {
	if t.emb == nil {
		return t.file.Path, s.Start, s.End
	}
	if p, sp := t.emb.SrcSpan(s.Start, s.End); p != "" {
		return path.Clean(p), sp.Start, sp.End
	}
	ps := t.emb.PySpan(s.Start, s.End)
	return t.file.Path, ps.Start, ps.End
}

// in is where a span of the text is written when that is the file p:
// ok is false when it is written elsewhere.
func (t sqlText) in(p string, s sqlparse.Span) (start, end int, ok bool) {
	wp, a, b := t.where(s)
	return a, b, wp == p
}

// DocumentSymbols are the symbols of the file at p (root-relative) in m:
// its SQL's statements, with a table's columns below it, and, in a module
// whose constants other files' SQL strings are built of, the statements
// written there. Statements a helper's SQL gives once per call site are
// listed once.
func DocumentSymbols(m *model.Model, p string) []Symbol {
	f := m.File(p)
	if f == nil {
		return nil
	}
	var out []Symbol
	seen := map[[4]int]bool{}
	add := func(t sqlText) {
		for _, st := range t.script.Statements {
			sym, ok := statementSymbol(t, p, st)
			if !ok {
				continue
			}
			key := [4]int{int(sym.Kind), sym.Start, sym.End, sym.NameStart}
			if seen[key] {
				continue
			}
			seen[key] = true
			out = append(out, sym)
		}
	}
	for _, t := range texts(f) {
		add(t)
	}
	// SQL whose text is written in this module's constants and run by
	// another file.
	for _, t := range importedTexts(New(m).jobsOf(p), f) {
		add(t)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Start < out[j].Start })
	return out
}

// writtenIn reports whether some bytes of a SQL string came from file p.
func writtenIn(t *pyparse.SQLText, p string) bool {
	for _, g := range t.Segments {
		if g.Path != "" && path.Clean(g.Path) == p {
			return true
		}
	}
	return false
}

// statementSymbol is the symbol of a statement of t written in file p; ok
// is false when the statement is written elsewhere.
func statementSymbol(t sqlText, p string, st sqlparse.Statement) (Symbol, bool) {
	start, end, ok := t.in(p, st.StmtSpan())
	if !ok || end <= start {
		return Symbol{}, false
	}
	sym := Symbol{Path: p, Start: start, End: end, NameStart: start, NameEnd: start, Kind: KindObject}
	named := func(n sqlparse.QualifiedName) {
		if len(n.Parts) == 0 {
			return
		}
		a, b, ok := t.in(p, n.Span)
		if ok && a >= start && b <= end && a <= b {
			sym.NameStart, sym.NameEnd = a, b
		}
	}
	switch s := st.(type) {
	case *sqlparse.CreateTable:
		sym.Name, sym.Kind = nameOf(t, s.Name), KindStruct
		sym.Detail = "CREATE TABLE"
		if s.AsQuery != nil {
			sym.Detail += " AS"
		}
		if c := connectorOf(s.Options); c != "" {
			sym.Detail += " · " + c
		}
		named(s.Name)
		for _, c := range s.Columns {
			if c.Name.Hole {
				continue
			}
			a, b, ok := t.in(p, c.Span())
			na, nb, nok := t.in(p, c.Name.Span)
			if !ok || !nok || a > na || nb > b {
				continue
			}
			sym.Children = append(sym.Children, Symbol{Name: c.Name.Name, Detail: columnDetail(c), Kind: KindField, Path: p,
				Start: a, End: b, NameStart: na, NameEnd: nb})
		}
	case *sqlparse.CreateView:
		sym.Name, sym.Kind, sym.Detail = nameOf(t, s.Name), KindInterface, "CREATE VIEW"
		named(s.Name)
	case *sqlparse.CreateFunction:
		sym.Name, sym.Kind, sym.Detail = nameOf(t, s.Name), KindFunction, "CREATE FUNCTION"
		if !s.Class.Hole && s.Class.Value != "" {
			sym.Detail += " · " + s.Class.Value
		}
		named(s.Name)
	case *sqlparse.Insert:
		sym.Name, sym.Kind = "INSERT INTO "+nameOf(t, s.Target), KindEvent
		if s.Overwrite {
			sym.Name = "INSERT OVERWRITE " + nameOf(t, s.Target)
		}
		named(s.Target)
	case *sqlparse.StatementSet:
		sym.Name, sym.Kind = "STATEMENT SET", KindEvent
		for _, ins := range s.Inserts {
			if c, ok := statementSymbol(t, p, ins); ok && c.Start >= start && c.End <= end {
				sym.Children = append(sym.Children, c)
			}
		}
	case *sqlparse.Select:
		sym.Name, sym.Kind = "SELECT", KindEvent
		if s.Query != nil && len(s.Query.Sources) > 0 {
			sym.Name += " FROM " + nameOf(t, s.Query.Sources[0].Name)
		}
	case *sqlparse.AlterTable:
		sym.Name = "ALTER TABLE " + nameOf(t, s.Name)
		if s.Action != "" {
			sym.Name += " " + s.Action
		}
		named(s.Name)
	case *sqlparse.AlterView:
		sym.Name = "ALTER VIEW " + nameOf(t, s.Name)
		named(s.Name)
	case *sqlparse.Set:
		sym.Name, sym.Kind = "SET", KindProperty
		if s.Key.Span.Len() > 0 {
			sym.Name += " " + literalText(t, s.Key)
			if a, b, ok := t.in(p, s.Key.Span); ok && a >= start && b <= end {
				sym.NameStart, sym.NameEnd = a, b
			}
		}
	case *sqlparse.Reset:
		sym.Name, sym.Kind = "RESET", KindProperty
		if s.Key.Span.Len() > 0 {
			sym.Name += " " + literalText(t, s.Key)
		}
	case *sqlparse.CreateCatalog:
		sym.Name, sym.Kind, sym.Detail = identText(t, s.Name), KindNamespace, "CREATE CATALOG"
		named(sqlparse.QualifiedName{Span: s.Name.Span, Parts: []sqlparse.Ident{s.Name}})
	case *sqlparse.UseCatalog:
		sym.Name, sym.Kind = "USE CATALOG "+identText(t, s.Name), KindNamespace
	case *sqlparse.UseDatabase:
		sym.Name, sym.Kind = "USE "+nameOf(t, s.Name), KindNamespace
	case *sqlparse.Generic:
		sym.Name = s.Keyword
		if s.Object != nil {
			sym.Name += " " + nameOf(t, *s.Object)
			named(*s.Object)
		}
	default:
		return Symbol{}, false
	}
	if sym.Name == "" {
		sym.Name = "?"
	}
	return sym, true
}

// nameOf is a qualified name as written: dotted, unquoted, with the source
// text of a part not known statically ({table}).
func nameOf(t sqlText, n sqlparse.QualifiedName) string {
	parts := make([]string, len(n.Parts))
	for i, id := range n.Parts {
		parts[i] = identText(t, id)
	}
	return strings.Join(parts, ".")
}

// identText is an identifier's name, or the source text that stands for
// it when it is not known statically.
func identText(t sqlText, id sqlparse.Ident) string {
	if !id.Hole {
		return id.Name
	}
	return sourceText(t, id.Span)
}

// literalText is a literal's value, or its source text when it is not
// known statically.
func literalText(t sqlText, l sqlparse.Literal) string {
	if !l.Hole {
		return l.Value
	}
	return sourceText(t, l.Span)
}

// sourceText is the text a span of t is written as, without quotes.
func sourceText(t sqlText, s sqlparse.Span) string {
	p, a, b := t.where(s)
	if p != t.file.Path {
		return "?"
	}
	src := t.file.Source()
	if a < 0 || b > len(src) || a >= b {
		return "?"
	}
	return strings.Trim(string(src[a:b]), "`'\"")
}

// connectorOf is the 'connector' option's value, "" when not known.
func connectorOf(opts []sqlparse.Option) string {
	for _, o := range opts {
		if !o.Key.Hole && o.Key.Value == "connector" && !o.Value.Hole {
			return o.Value.Value
		}
	}
	return ""
}

// columnDetail describes a column of a CREATE TABLE: its type, or its kind.
func columnDetail(c sqlparse.Column) string {
	switch c.Kind {
	case sqlparse.ComputedColumn:
		return "computed"
	case sqlparse.MetadataColumn:
		d := c.Type + " METADATA"
		if c.Virtual {
			d += " VIRTUAL"
		}
		return d
	}
	return c.Type
}

// WorkspaceSymbols are the tables, views and functions the SQL of the
// workspace's files declares whose name holds query (case-insensitively;
// every one for ""), sorted by name, then file and place; each once,
// however many jobs run its statement.
func WorkspaceSymbols(files []*model.File, query string) []Symbol {
	q := strings.ToLower(query)
	var out []Symbol
	seen := map[[3]int]map[string]bool{}
	for _, f := range files {
		for _, t := range texts(f) {
			for _, st := range t.script.Statements {
				var n sqlparse.QualifiedName
				var kind SymbolKind
				detail := ""
				switch s := st.(type) {
				case *sqlparse.CreateTable:
					n, kind, detail = s.Name, KindStruct, "table"
					if c := connectorOf(s.Options); c != "" {
						detail += " · " + c
					}
				case *sqlparse.CreateView:
					n, kind, detail = s.Name, KindInterface, "view"
				case *sqlparse.CreateFunction:
					n, kind, detail = s.Name, KindFunction, "function"
				default:
					continue
				}
				name := nameOf(t, n)
				if q != "" && !strings.Contains(strings.ToLower(name), q) {
					continue
				}
				p, a, b := t.where(n.Span)
				ps, sa, sb := t.where(st.StmtSpan())
				if ps != p || sa > a || sb < b {
					sa, sb = a, b
				}
				key := [3]int{int(kind), a, b}
				if seen[key][p] {
					continue
				}
				if seen[key] == nil {
					seen[key] = map[string]bool{}
				}
				seen[key][p] = true
				out = append(out, Symbol{Name: name, Detail: detail, Kind: kind, Path: p, Start: sa, End: sb, NameStart: a, NameEnd: b})
			}
		}
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Name != b.Name {
			return a.Name < b.Name
		}
		if a.Path != b.Path {
			return a.Path < b.Path
		}
		return a.NameStart < b.NameStart
	})
	return out
}
