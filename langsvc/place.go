package langsvc

import (
	"strings"

	"github.com/flinklint/flinklint/sqlparse"
)

// tableWords are the words a table name follows.
var tableWords = map[string]bool{"FROM": true, "JOIN": true, "INTO": true, "UPDATE": true, "DESCRIBE": true,
	"DESC": true, "OVERWRITE": true}

// clauseWords start the clauses placeOf tells apart.
var clauseWords = map[string]bool{"SELECT": true, "FROM": true, "WHERE": true, "GROUP": true, "HAVING": true,
	"ORDER": true, "JOIN": true, "ON": true, "WINDOW": true, "VALUES": true, "LIMIT": true, "PARTITION": true,
	"SET": true, "WITH": true, "INSERT": true, "CREATE": true, "ALTER": true, "DROP": true, "LIKE": true}

// exprWords are the words an expression (a column) may follow.
var exprWords = map[string]bool{"SELECT": true, "WHERE": true, "AND": true, "OR": true, "NOT": true, "ON": true,
	"BY": true, "WHEN": true, "THEN": true, "ELSE": true, "CASE": true, "DISTINCT": true, "HAVING": true,
	"BETWEEN": true, "IS": true, "ALL": true}

// placeOf is what may be written after before[from:] (the tokens of the
// innermost parentheses around the position): a table, a column (with
// its qualifier) or a keyword.
func placeOf(text string, stmt, before []sqlparse.Token, from int) (ContextKind, string) {
	toks := before[from:]
	if len(toks) == 0 {
		if from > 0 && callAt(text, before, from-1) != nil {
			return Column, ""
		}
		return Keyword, ""
	}
	clause := lastClause(text, toks)
	prev := toks[len(toks)-1]
	switch {
	case isPunct(text, prev, '.') && len(toks) >= 2 && isName(toks[len(toks)-2]):
		q := nameText(text, toks[len(toks)-2])
		if tableWords[clause] {
			return TableRef, q
		}
		return Column, q
	case prev.Kind == sqlparse.TokWord && tableWords[upper(text, prev)]:
		return TableRef, ""
	case isWord(text, prev, "LIKE") && clause == "LIKE" && isWord(text, stmt[0], "CREATE"):
		return TableRef, "" // CREATE TABLE t (...) LIKE src
	case isWord(text, prev, "TABLE") && len(toks) >= 2 && !isWord(text, toks[len(toks)-2], "CREATE") &&
		!isWord(text, toks[len(toks)-2], "TEMPORARY") && !isWord(text, toks[len(toks)-2], "MATERIALIZED"):
		return TableRef, "" // INSERT INTO TABLE, ALTER TABLE, DROP TABLE
	case isPunct(text, prev, ',') && (clause == "FROM" || clause == "JOIN"):
		return TableRef, ""
	case prev.Kind == sqlparse.TokPunct && !isPunct(text, prev, ')'):
		if clause == "" && from == 0 {
			return Keyword, ""
		}
		return Column, ""
	case prev.Kind == sqlparse.TokWord && exprWords[upper(text, prev)]:
		return Column, ""
	}
	return Keyword, ""
}

// lastClause is the last clause word of toks outside parentheses.
func lastClause(text string, toks []sqlparse.Token) string {
	clause, depth := "", 0
	for _, t := range toks {
		switch {
		case isPunct(text, t, '('):
			depth++
		case isPunct(text, t, ')'):
			depth--
		case depth == 0 && t.Kind == sqlparse.TokWord && clauseWords[upper(text, t)]:
			clause = upper(text, t)
		}
	}
	return clause
}

func upper(text string, t sqlparse.Token) string {
	return strings.ToUpper(text[t.Span.Start:t.Span.End])
}

// tablesRead are the tables stmt reads: the names after FROM and JOIN
// (and after the commas of a FROM list), with their aliases.
func tablesRead(text string, stmt []sqlparse.Token) []TableName {
	var out []TableName
	inFrom := false
	for i := 0; i < len(stmt); i++ {
		t := stmt[i]
		w := ""
		if t.Kind == sqlparse.TokWord {
			w = upper(text, t)
		}
		switch {
		case w == "FROM" || w == "JOIN":
			inFrom = true
		case inFrom && isPunct(text, t, ','):
		case inFrom && isName(t) && !t.Hole && (i == 0 || !isPunct(text, stmt[i-1], '.')):
			name := dottedName(text, stmt[i:], false)
			i += 2*strings.Count(name, ".") + 1
			tn := TableName{Name: name}
			if i < len(stmt) && isWord(text, stmt[i], "AS") {
				i++
			}
			if i < len(stmt) && isName(stmt[i]) && !stmt[i].Keyword && !clauseWords[upper(text, stmt[i])] {
				tn.Alias = nameText(text, stmt[i])
			} else {
				i--
			}
			out = append(out, tn)
		default:
			inFrom = false
		}
	}
	return out
}

// hintContext reads the position inside a hint /*+ OPTIONS('k' = 'v') */:
// its options are the table's before it. The hint's token is changed
// into the token of its text that holds off (nil for none).
func hintContext(text string, before []sqlparse.Token, tok *sqlparse.Token, off int) Context {
	hint := *tok
	*tok = sqlparse.Token{}
	lo, hi := hint.Span.Start+3, hint.Span.End
	if !hint.Unterminated {
		hi -= 2
	}
	if off < lo || off > hi {
		return Context{}
	}
	body, _ := sqlparse.Lex(text[lo:hi])
	for i := range body {
		body[i].Span.Start += lo
		body[i].Span.End += lo
	}
	inner, cur := splitAt(body, off)
	if cur != nil {
		*tok = *cur
	}
	open := openParens(text, inner)
	if len(open) != 1 || open[0] == 0 || !isWord(text, inner[open[0]-1], "OPTIONS") {
		return Context{}
	}
	if cur != nil && cur.Kind != sqlparse.TokString && cur.Kind != sqlparse.TokWord {
		return Context{}
	}
	ctx := optionContext(text, body, open[0], off, Context{})
	ctx.Object, ctx.Name = "TABLE", ""
	if n := len(before); n > 0 && isName(before[n-1]) {
		k := n - 1
		for k >= 2 && isPunct(text, before[k-1], '.') && isName(before[k-2]) {
			k -= 2
		}
		ctx.Name = dottedName(text, before[k:], false)
	}
	return ctx
}
