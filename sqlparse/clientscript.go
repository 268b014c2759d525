package sqlparse

import "strings"

// BlankClientScript returns the SQL of a SQL-client test script (a .q file)
// with everything that is not SQL blanked out: '#' comment lines, the
// '!ok' / '!output' / '!error' / '!info' directive lines, and the expected
// output between a statement's ';' and the directive that closes it. Blanked
// bytes become spaces and newlines stay, so offsets and lines are those of
// the file. An apostrophe in a comment or an output line then opens no
// string literal.
func BlankClientScript(src string) string {
	var b strings.Builder
	b.Grow(len(src))
	inOutput := false // after a statement's ';', until the next directive
	for len(src) > 0 {
		line := src
		if i := strings.IndexByte(src, '\n'); i >= 0 {
			line = src[:i+1]
		}
		src = src[len(line):]
		trimmed := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(trimmed, "!"):
			inOutput = false
			blank(&b, line)
		case inOutput || strings.HasPrefix(trimmed, "#"):
			blank(&b, line)
		default:
			b.WriteString(line)
			if strings.HasSuffix(strings.TrimSpace(stripLineComment(trimmed)), ";") {
				inOutput = true
			}
		}
	}
	return b.String()
}

// stripLineComment drops a trailing -- comment outside quotes.
func stripLineComment(line string) string {
	quote := byte(0)
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '\'' || c == '"' || c == '`':
			quote = c
		case c == '-' && i+1 < len(line) && line[i+1] == '-':
			return line[:i]
		}
	}
	return line
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
