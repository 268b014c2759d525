package langsvc

import (
	"strings"

	"github.com/flinklint/flinklint/pyparse"
	"github.com/flinklint/flinklint/sqlparse"
)

// ContextKind says what may be written at a SQL position.
type ContextKind uint8

const (
	// Nothing: a comment, a string that is no option, a hole, a number.
	Nothing ContextKind = iota
	// Keyword: a statement or clause keyword may come (the start of a
	// statement, after a complete expression).
	Keyword
	// OptionKey / OptionValue: a key or a value of a WITH ( ... ) list,
	// an ALTER TABLE ... SET ( ... ) list or an OPTIONS hint.
	OptionKey
	OptionValue
	// SetKey / SetValue: the key or the value of a SET statement.
	SetKey
	SetValue
	// TableRef: a table or view name (after FROM, JOIN, INTO, LIKE ...).
	TableRef
	// Column: a column name or an expression (a select list, a
	// condition, a function's argument).
	Column
)

var contextNames = [...]string{Nothing: "nothing", Keyword: "keyword", OptionKey: "option key", OptionValue: "option value",
	SetKey: "SET key", SetValue: "SET value", TableRef: "table", Column: "column"}

func (k ContextKind) String() string { return contextNames[k] }

// Context is the SQL around a position.
type Context struct {
	Kind ContextKind
	// Object, for option keys and values, is what the options configure:
	// "TABLE" (CREATE TABLE, ALTER TABLE, an OPTIONS hint), "CATALOG",
	// "MODEL", "MATERIALIZED TABLE"; Name is its name as written
	// (unquoted, dotted), "" when not known.
	Object, Name string
	// Options are every key = value pair of the list the position is in,
	// in order (also those after it); the pair being written has AtCursor.
	Options []Pair
	// Key is the option or SET key whose value the position is in.
	Key string
	// Qualifier is the name before the dot of a column (t in t.col).
	Qualifier string
	// Tables are the tables the statement reads (FROM, JOIN), with their
	// aliases: the names a column may come from.
	Tables []TableName
	// Call is the innermost function call whose argument list holds the
	// position; nil outside calls.
	Call *Call
}

// Get is the value of key in the option list, ok false when absent.
func (c *Context) Get(key string) (string, bool) {
	for _, p := range c.Options {
		if p.Key == key && !p.AtCursor {
			return p.Value, true
		}
	}
	return "", false
}

// Pair is one key = value of an option list.
type Pair struct {
	Key, Value string
	// AtCursor marks the pair the position is in (the key being typed is
	// not yet present).
	AtCursor bool
}

// TableName is a table a statement reads, and its alias ("" for none).
type TableName struct{ Name, Alias string }

// Call is a function call around the position.
type Call struct {
	Name string
	// Arg is the 0-based index of the argument the position is in.
	Arg int
	// Open is the offset of the '(' in the SQL text.
	Open int
}

// sqlAt reads the SQL text at offset off.
func sqlAt(text string, emb *pyparse.SQLText, script *sqlparse.Script, off int) *SQLCursor {
	c := &SQLCursor{Text: text, Embedded: emb, Script: script, Offset: off, Statement: -1}
	toks, comments := sqlparse.Lex(text)
	for _, cm := range comments {
		if cm.Span.Start < off && off <= cm.Span.End && !(off == cm.Span.End && text[cm.Span.End-1] == '/') {
			c.StmtSpan = sqlparse.Span{Start: off, End: off}
			return c // in a comment (a -- comment runs to its line's end)
		}
	}
	c.StmtSpan, toks = statementAt(text, toks, off)
	if script != nil {
		for i, st := range script.Statements {
			if s := st.StmtSpan(); s.Start <= off && off <= s.End {
				c.Statement = i
				break
			}
		}
	}
	before, cur := splitAt(toks, off)
	c.Context = contextOf(text, toks, before, cur, off)
	if cur != nil && cur.Kind != 0 { // a hint's context leaves the token of its text, or none
		c.Token = cur
		c.Prefix = prefix(text, *cur, off)
	}
	return c
}

// contextOf reads the statement's tokens stmt around off: before are the
// tokens wholly before off (a prefix of stmt) and cur the one being typed.
func contextOf(text string, stmt, before []sqlparse.Token, cur *sqlparse.Token, off int) Context {
	if cur != nil {
		switch {
		case cur.Hole, cur.Kind == sqlparse.TokNumber:
			return Context{}
		case cur.Kind == sqlparse.TokHint:
			return hintContext(text, before, cur, off)
		}
	}
	ctx := Context{Tables: tablesRead(text, stmt)}
	open := openParens(text, before)
	if len(open) > 0 {
		p := open[len(open)-1]
		if optionList(text, before, p) {
			return optionContext(text, stmt, p, off, ctx)
		}
		ctx.Call = callAt(text, before, p)
	}
	if len(open) == 0 && len(stmt) > 0 && isWord(text, stmt[0], "SET") {
		return setContext(text, before, ctx)
	}
	if cur != nil && cur.Kind == sqlparse.TokString {
		return Context{Call: ctx.Call} // a string literal of a query: nothing to complete, a call's argument still
	}
	from := 0
	if len(open) > 0 {
		from = open[len(open)-1] + 1
	}
	ctx.Kind, ctx.Qualifier = placeOf(text, stmt, before, from)
	return ctx
}

// openParens are the indexes in toks of the '(' not closed before its end.
func openParens(text string, toks []sqlparse.Token) []int {
	var open []int
	for i, t := range toks {
		switch {
		case isPunct(text, t, '('):
			open = append(open, i)
		case isPunct(text, t, ')') && len(open) > 0:
			open = open[:len(open)-1]
		}
	}
	return open
}

// optionList reports whether the '(' at toks[p] opens a list of options:
// WITH (, OPTIONS( in a hint, ALTER TABLE ... SET ( / RESET (.
func optionList(text string, toks []sqlparse.Token, p int) bool {
	if p == 0 {
		return false
	}
	prev := toks[p-1]
	switch {
	case isWord(text, prev, "WITH"), isWord(text, prev, "OPTIONS"):
		return true
	case isWord(text, prev, "SET"), isWord(text, prev, "RESET"):
		return isWord(text, toks[0], "ALTER")
	}
	return false
}

// notCalls are words a '(' follows that name no function: types with a
// length, clauses with a list.
var notCalls = map[string]bool{"IN": true, "VALUES": true, "AS": true, "OVER": true, "EXISTS": true, "ON": true,
	"USING": true, "KEY": true, "BY": true, "VARCHAR": true, "CHAR": true, "DECIMAL": true, "DEC": true, "NUMERIC": true,
	"TIMESTAMP": true, "TIMESTAMP_LTZ": true, "TIME": true, "BINARY": true, "VARBINARY": true, "ROW": true,
	"FROM": true, "JOIN": true, "WATERMARK": true, "PARTITIONED": true, "INTO": true, "SELECT": true, "WHERE": true,
	"AND": true, "OR": true, "NOT": true, "THEN": true, "ELSE": true, "WHEN": true, "RECOGNIZE": true, "PATTERN": true,
	"DEFINE": true, "MEASURES": true, "MATCH_RECOGNIZE": true}

// callAt is the call whose argument list the '(' at toks[p] opens, nil
// when it opens something else (a subquery, a column list, a type's
// length).
func callAt(text string, toks []sqlparse.Token, p int) *Call {
	if p == 0 || !isName(toks[p-1]) || toks[p-1].Hole {
		return nil
	}
	name := nameText(text, toks[p-1])
	if notCalls[strings.ToUpper(name)] {
		return nil
	}
	if p >= 2 && (isWord(text, toks[p-2], "TABLE") || isWord(text, toks[p-2], "EXISTS") || isWord(text, toks[p-2], "VIEW")) {
		if !(p >= 3 && isWord(text, toks[p-3], "LATERAL")) {
			return nil // CREATE TABLE t (...): the column list
		}
	}
	if p >= 2 && isWord(text, toks[p-2], "INTO") {
		return nil // INSERT INTO t (a, b): the column list
	}
	c := &Call{Name: name, Open: toks[p].Span.Start}
	depth := 0
	for _, t := range toks[p+1:] {
		switch {
		case isPunct(text, t, '('):
			depth++
		case isPunct(text, t, ')'):
			depth--
		case isPunct(text, t, ',') && depth == 0:
			c.Arg++
		}
	}
	return c
}

// optionContext reads an option list opened by stmt[p].
func optionContext(text string, stmt []sqlparse.Token, p, off int, ctx Context) Context {
	ctx.Object, ctx.Name = objectOf(text, stmt)
	ctx.Kind = OptionKey
	item := []sqlparse.Token{}
	depth := 0
	flush := func(end int) {
		pair, atCursor, isValue := readPair(text, item, off, end)
		if atCursor {
			pair.AtCursor = true
			if isValue {
				ctx.Kind, ctx.Key = OptionValue, pair.Key
			}
		}
		if pair.Key != "" || atCursor {
			ctx.Options = append(ctx.Options, pair)
		}
		item = item[:0]
	}
	for _, t := range stmt[p+1:] {
		switch {
		case isPunct(text, t, '('):
			depth++
		case isPunct(text, t, ')') && depth == 0:
			flush(t.Span.Start)
			return ctx
		case isPunct(text, t, ')'):
			depth--
		case isPunct(text, t, ',') && depth == 0:
			flush(t.Span.Start)
			continue
		}
		item = append(item, t)
	}
	flush(len(text))
	return ctx
}

// readPair reads one item of an option list ('key' = 'value'), which
// ends at end; atCursor when off lies in it, isValue when off is after
// its '='.
func readPair(text string, item []sqlparse.Token, off, end int) (pr Pair, atCursor, isValue bool) {
	start := end
	if len(item) > 0 {
		start = item[0].Span.Start
	}
	atCursor = off <= end && (len(item) == 0 || start <= off)
	eq := -1
	for i, t := range item {
		if isPunct(text, t, '=') {
			eq = i
			break
		}
	}
	if eq != 0 && len(item) > 0 && !item[0].Hole {
		pr.Key = nameText(text, item[0])
	}
	if eq >= 0 && eq+1 < len(item) && !item[eq+1].Hole {
		pr.Value = nameText(text, item[eq+1])
	}
	isValue = eq >= 0 && item[eq].Span.End <= off
	return pr, atCursor, isValue
}

// objectOf is what a statement's option list configures, and its name:
// CREATE [TEMPORARY] TABLE [IF NOT EXISTS] db.t, ALTER TABLE t, CREATE
// CATALOG c, CREATE MODEL m, CREATE MATERIALIZED TABLE t.
func objectOf(text string, stmt []sqlparse.Token) (object, name string) {
	if len(stmt) == 0 || !(isWord(text, stmt[0], "CREATE") || isWord(text, stmt[0], "ALTER")) {
		return "", ""
	}
	i := 1
	for i < len(stmt) && stmt[i].Kind == sqlparse.TokWord {
		w := strings.ToUpper(nameText(text, stmt[i]))
		i++
		switch w {
		case "TABLE", "CATALOG", "MODEL":
			if object == "MATERIALIZED" {
				w = "MATERIALIZED TABLE"
			}
			return w, dottedName(text, stmt[i:], true)
		case "MATERIALIZED":
			object = w
		case "TEMPORARY", "OR", "REPLACE", "SYSTEM":
		default:
			return "", ""
		}
	}
	return "", ""
}

// dottedName reads a (dotted) name at the start of toks, after IF NOT
// EXISTS when skipIf.
func dottedName(text string, toks []sqlparse.Token, skipIf bool) string {
	if skipIf && len(toks) >= 3 && isWord(text, toks[0], "IF") {
		toks = toks[3:] // IF NOT EXISTS
	}
	var parts []string
	for i := 0; i < len(toks); i++ {
		if !isName(toks[i]) || toks[i].Hole {
			break
		}
		parts = append(parts, nameText(text, toks[i]))
		if i+1 >= len(toks) || !isPunct(text, toks[i+1], '.') {
			break
		}
		i++
	}
	return strings.Join(parts, ".")
}

// setContext reads a SET statement: SET 'key' = 'value' (or the SQL
// client's unquoted SET key = value).
func setContext(text string, before []sqlparse.Token, ctx Context) Context {
	ctx.Kind = SetKey
	for i, t := range before {
		if isPunct(text, t, '=') {
			ctx.Kind = SetValue
			ctx.Key = setKey(text, before[1:i])
			return ctx
		}
	}
	return ctx
}

// setKey is the key of a SET statement's tokens before '=': one quoted
// string, or words and dots as the SQL client takes them unquoted.
func setKey(text string, toks []sqlparse.Token) string {
	if len(toks) == 0 {
		return ""
	}
	if len(toks) == 1 && toks[0].Kind == sqlparse.TokString {
		return sqlparse.Unquote(text, toks[0])
	}
	return strings.TrimSpace(text[toks[0].Span.Start:toks[len(toks)-1].Span.End])
}
