package flinkcorpus

import (
	"regexp"
	"strings"
)

// scriptCases reads a SQL client or SQL gateway test script (.q): each
// statement with the marker after its output (!ok, !info: executed; !error:
// rejected, with the exception's message). The statements before one that
// were not rejected are its setup: the script is replayed statement by
// statement in one session.
func scriptCases(path, tag, src string) []Case {
	lines := strings.Split(src, "\n")
	var cases []Case
	var setup []string
	var sql []string
	sqlLine := 0
	var output []string
	inOutput := false
	pending := -1 // index in cases of the statement whose output is read
	finish := func(marker string) {
		if pending < 0 {
			return
		}
		c := &cases[pending]
		switch marker {
		case "!error":
			c.Outcome = Rejected
			c.Exception, c.Message = scriptError(output)
		default:
			c.Outcome = Planned
			setup = append(setup, c.SQL)
		}
		pending = -1
	}
	name := path[strings.LastIndexByte(path, '/')+1:]
	module := "sql-client"
	if strings.Contains(path, "flink-sql-gateway") {
		module = "sql-gateway"
	}
	for n, l := range lines {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, "!") && (t == "!ok" || t == "!info" || t == "!error" || t == "!output" || t == "!warning") {
			if t == "!output" {
				inOutput = true
				continue
			}
			finish(t)
			output, inOutput, sql = nil, false, nil
			continue
		}
		if pending >= 0 || inOutput {
			output = append(output, l)
			continue
		}
		if len(sql) == 0 && (t == "" || strings.HasPrefix(t, "#")) {
			continue
		}
		if len(sql) == 0 {
			sqlLine = n + 1
		}
		sql = append(sql, l)
		if statementEnds(sql) {
			stmt := strings.TrimSpace(strings.Join(sql, "\n"))
			stmt = strings.TrimSpace(strings.TrimSuffix(stmt, ";"))
			cases = append(cases, Case{Tag: tag, File: path, Class: module + "/" + name, Line: sqlLine, Source: "script",
				Setup: append([]string(nil), setup...), SQL: stmt})
			pending = len(cases) - 1
			sql = nil
		}
	}
	// A statement without a marker is dropped.
	out := cases[:0]
	for _, c := range cases {
		if c.Outcome != "" {
			out = append(out, c)
		}
	}
	return out
}

// scriptError is the exception class and message of an !error block.
func scriptError(output []string) (exception, message string) {
	for k, l := range output {
		t := strings.TrimSpace(l)
		if strings.HasSuffix(t, "Reason:") && k+1 < len(output) {
			t = strings.TrimSpace(output[k+1])
		} else if !strings.Contains(t, "Exception:") && !strings.Contains(t, "Error:") {
			continue
		}
		colon := strings.Index(t, ": ")
		if colon > 0 && !strings.Contains(t[:colon], " ") {
			exception = t[strings.LastIndexByte(t[:colon], '.')+1 : colon]
			message = t[colon+2:]
		} else {
			message = t
		}
		return exception, message
	}
	return "", ""
}

var setBegin = regexp.MustCompile(`(?is)^\s*(EXECUTE\s+|EXPLAIN\s+(\w+\s+)*)?STATEMENT\s+SET\s+BEGIN\b`)

// statementEnds says whether the lines read so far end a statement as the
// SQL client splits them: a ";" at the end of a line outside quotes, and
// for EXECUTE STATEMENT SET BEGIN ... a line "END;".
func statementEnds(lines []string) bool {
	last := strings.TrimSpace(lines[len(lines)-1])
	if !strings.HasSuffix(last, ";") {
		return false
	}
	text := strings.Join(lines, "\n")
	var quote byte
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '\'' || c == '`' || c == '"':
			quote = c
		case c == '-' && i+1 < len(text) && text[i+1] == '-':
			for i < len(text) && text[i] != '\n' {
				i++
			}
			if i >= len(text) {
				return false // the ";" ends a comment
			}
		case c == '/' && i+1 < len(text) && text[i+1] == '*':
			end := strings.Index(text[i+2:], "*/")
			if end < 0 {
				return false
			}
			i += end + 3
		}
	}
	if quote != 0 {
		return false
	}
	if setBegin.MatchString(text) {
		return strings.EqualFold(strings.TrimSpace(strings.TrimSuffix(last, ";")), "END")
	}
	return true
}
