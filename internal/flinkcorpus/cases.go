package flinkcorpus

import (
	"strings"
)

// Outcome is what Flink does with a case's statement.
type Outcome string

// The outcomes.
const (
	Planned  Outcome = "planned"
	Rejected Outcome = "rejected"
)

// Case is one statement of Flink's tests with what Flink does with it.
type Case struct {
	Tag    string // the release tag it was read at
	File   string // the test source, relative to the repository
	Class  string // the test class (or .q script) name
	Method string // the test method ("" for a script)
	Line   int    // the line of the statement's call (or in the script)
	// Source says how the outcome is known: plan (a verify*Plan call),
	// exception (an expected-exception assertion), statement (a statement
	// a test runs outside any assertion), execnode (a plan test whose
	// plan holds an exec node whose translation throws), script (a .q file).
	Source    string
	Outcome   Outcome
	Exception string // the exception class the test expects, when it names one
	Message   string // Flink's message (the texts the test asserts, joined by " | ")
	Batch     bool   // the statement runs in batch mode
	Setup     []string
	SQL       string
}

// Skip is a statement the extractor found and could not turn into a case.
type Skip struct {
	Reason string
	File   string
	Method string
}

// state is the catalog setup the statements before a case built.
type state struct {
	setup     []string
	opaque    map[string]bool // lower-case names registered through the API
	opaqueAll string          // why every later case is skipped
	batch     bool
	tableN    int
}

func (st *state) clone() *state {
	n := &state{setup: append([]string(nil), st.setup...), opaque: map[string]bool{}, opaqueAll: st.opaqueAll, batch: st.batch, tableN: st.tableN}
	for k := range st.opaque {
		n.opaque[k] = true
	}
	return n
}

// statementCalls run one SQL statement given as their first argument.
var statementCalls = map[string]bool{
	"executeSql": true, "sqlQuery": true, "explainSql": true, "sqlUpdate": true, "addTable": true,
	"executeStatement": true, "compilePlanSql": true, "executeAndCollect": false,
}

// textCalls are the verify* calls of Flink's tests whose argument is
// text typed into the SQL client, not a statement to plan: a prefix to
// complete ("show t "), a line to highlight.
var textCalls = map[string]bool{"verifySqlCompletion": true, "verifyHighlighting": true}

// planCall reports whether a call verifies the plan of (or runs) the SQL
// statement given as its first argument.
func planCall(name string) bool {
	return strings.HasPrefix(name, "verify") && !textCalls[name]
}

// registerCalls register a table, view or catalog under the name of their
// first argument through the Java or Scala API: the extractor cannot
// rewrite them into DDL.
var registerCalls = map[string]bool{
	"createTemporaryView": true, "registerTable": true, "createTemporaryTable": true, "createTable": true,
	"registerDataStream": true, "registerTableSource": true, "registerTableSink": true,
	"registerTableSourceInternal": true, "registerTableSinkInternal": true, "registerCatalog": true,
	"createCatalog": true, "createView": true, "registerCollection": true, "addTableSink": true,
	"createTemporaryTableSource": true, "registerTableSinkInternalUnsafe": true, "createTableSource": false,
}

// functionCalls register a function under the name of their first
// argument; the extractor writes CREATE TEMPORARY SYSTEM FUNCTION for them.
var functionCalls = map[string]bool{
	"addTemporarySystemFunction": true, "addFunction": true, "createTemporarySystemFunction": true,
	"registerFunction": true, "createTemporaryFunction": true, "createFunction": true,
	"addTemporaryFunction": true, "registerTempSystemScalaFunction": true, "addTemporarySystemTableFunction": true,
}

var assertionStarts = map[string]bool{
	"assertThatThrownBy": true, "assertThatExceptionOfType": true, "assertThrows": true, "intercept": true,
	"assertThatCode": false,
}

var messageCalls = map[string]bool{
	"hasMessageContaining": true, "hasMessage": true, "withMessageContaining": true, "withMessage": true,
	"hasMessageStartingWith": true, "withMessageStartingWith": true, "hasRootCauseMessage": true,
	"hasStackTraceContaining": true, "hasMessageContainingAll": true, "satisfies": true,
	"withStackTraceContaining": true, "hasMessageEndingWith": true, "havingRootCause": false,
}

var classCalls = map[string]bool{
	"isInstanceOf": true, "hasRootCauseInstanceOf": true, "isExactlyInstanceOf": true,
	"assertThatExceptionOfType": true, "assertThrows": true, "hasCauseInstanceOf": true,
}

// sqlStarts are the first words of the statements the extractor takes.
var sqlStarts = []string{"SELECT", "WITH", "INSERT", "CREATE", "DROP", "ALTER", "EXPLAIN", "SHOW", "DESC",
	"DESCRIBE", "USE", "SET", "RESET", "LOAD", "UNLOAD", "EXECUTE", "BEGIN", "END", "VALUES", "(",
	"TRUNCATE", "DELETE", "UPDATE", "CALL", "ANALYZE", "COMPILE", "REPLACE", "ADD", "REMOVE", "TABLE"}

func looksLikeSQL(s string) bool {
	t := strings.TrimSpace(stripSQLComments(s))
	u := strings.ToUpper(t)
	for _, w := range sqlStarts {
		if strings.HasPrefix(u, w) {
			rest := u[len(w):]
			if w == "(" {
				return strings.HasPrefix(strings.TrimSpace(rest), "SELECT") || strings.HasPrefix(strings.TrimSpace(rest), "WITH")
			}
			if rest == "" || rest[0] == ' ' || rest[0] == '\n' || rest[0] == '\t' || rest[0] == '\r' || rest[0] == '(' || rest[0] == ';' {
				return len(t) > len(w) || w == "END"
			}
		}
	}
	return false
}

// stripSQLComments drops leading -- comment lines.
func stripSQLComments(s string) string {
	for {
		t := strings.TrimLeft(s, " \t\r\n")
		if !strings.HasPrefix(t, "--") {
			return t
		}
		k := strings.IndexByte(t, '\n')
		if k < 0 {
			return ""
		}
		s = t[k+1:]
	}
}

// isSetupStatement says whether a statement changes the catalog or the
// session, so that the statements after it see it.
func isSetupStatement(s string) bool {
	u := strings.ToUpper(strings.TrimSpace(stripSQLComments(s)))
	for _, w := range []string{"CREATE", "DROP", "ALTER", "USE", "SET", "RESET", "LOAD", "UNLOAD"} {
		if strings.HasPrefix(u, w+" ") || strings.HasPrefix(u, w+"\n") || strings.HasPrefix(u, w+"\t") || strings.HasPrefix(u, w+"\r") {
			return true
		}
	}
	return false
}

// sqlNames are the lower-case identifiers of a statement.
func sqlNames(s string) map[string]bool {
	out := map[string]bool{}
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '`':
			j := strings.IndexByte(s[i+1:], '`')
			if j < 0 {
				return out
			}
			out[strings.ToLower(s[i+1:i+1+j])] = true
			i += j + 2
		case c == '\'':
			j := strings.IndexByte(s[i+1:], '\'')
			if j < 0 {
				return out
			}
			i += j + 2
		case isIdentByte(c):
			j := i
			for j < len(s) && isIdentByte(s[j]) {
				j++
			}
			out[strings.ToLower(s[i:j])] = true
			i = j
		default:
			i++
		}
	}
	return out
}
