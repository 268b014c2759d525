package sqlparse

import "strings"

// BlankClientScript returns the SQL of a SQL-client test script (a .q file)
// with everything that is not SQL blanked out: '#' comment lines, the
// '!ok' / '!output' / '!error' / '!info' directive lines, and the expected
// output between a statement's ';' (or an !output line) and the directive
// that closes it; the INSERTs of a STATEMENT SET BEGIN ... END block end in
// ';' but are one statement, whose output follows its END;. Blanked
// bytes become spaces and newlines stay, so offsets and lines are those of
// the file. An apostrophe in a comment or an output line then opens no
// string literal.
func BlankClientScript(src string) string {
	var b strings.Builder
	b.Grow(len(src))
	inOutput := false // after a statement's ';', until the next directive
	var stmt []string // the words of the statement so far, upper case
	quote := byte(0)  // the quote (or '*' of /*) open at the end of a line
	for len(src) > 0 {
		line := src
		if i := strings.IndexByte(src, '\n'); i >= 0 {
			line = src[:i+1]
		}
		src = src[len(line):]
		trimmed := strings.TrimSpace(line)
		switch {
		case quote == 0 && strings.HasPrefix(trimmed, "!"):
			// The SQL gateway's scripts open the expected output with
			// !output and close it with !ok or !info.
			inOutput = strings.HasPrefix(trimmed, "!output")
			blank(&b, line)
		case inOutput || quote == 0 && strings.HasPrefix(trimmed, "#"):
			blank(&b, line)
		default:
			b.WriteString(line)
			var code string
			code, quote = codeOf(trimmed, quote)
			stmt = append(stmt, strings.Fields(strings.ToUpper(code))...)
			if quote == 0 && strings.HasSuffix(code, ";") && (!opensSet(stmt) || strings.HasSuffix(strings.ToUpper(code), "END;")) {
				inOutput, stmt = true, stmt[:0]
			}
		}
	}
	return b.String()
}

// opensSet reports whether the words of a statement open a STATEMENT SET
// BEGIN block, whose INSERTs end in ';' inside the one statement.
func opensSet(words []string) bool {
	for i := 0; i+2 < len(words) && i < 16; i++ {
		if words[i] == "STATEMENT" && words[i+1] == "SET" && words[i+2] == "BEGIN" {
			return true
		}
	}
	return false
}

// codeOf returns a line without its trailing -- comment and the quote (or
// '*' for a /* comment) left open at its end; quote is the one open at its
// start.
func codeOf(line string, quote byte) (string, byte) {
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case quote == '*':
			if c == '*' && i+1 < len(line) && line[i+1] == '/' {
				quote = 0
				i++
			}
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '/' && i+1 < len(line) && line[i+1] == '*':
			quote = '*'
			i++
		case c == '\'' || c == '"' || c == '`':
			quote = c
		case c == '-' && i+1 < len(line) && line[i+1] == '-':
			return strings.TrimSpace(line[:i]), 0
		}
	}
	return line, quote
}

func blank(b *strings.Builder, line string) {
	for i := 0; i < len(line); i++ {
		if line[i] == '\n' || line[i] == '\r' {
			b.WriteByte(line[i])
		} else {
			b.WriteByte(' ')
		}
	}
}
