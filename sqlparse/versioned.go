package sqlparse

import "strings"

// The Flink release that first parses a statement, for the statements
// added within the lines flinklint models (1.15 on). Read in
// flink-table/flink-sql-parser/src/main/codegen (includes/parserImpls.ftl
// and data/Parser.tdd) of apache/flink: a production absent at the commit
// before master moved to X.Y+1-SNAPSHOT (the release-X.Y branch point) and
// present after it is first in X.Y+1, e.g. SqlStopJob is absent at the
// 1.17-SNAPSHOT bump's parent (release-1.16) and present at the 1.18 one's
// (release-1.17). Backports to a release branch would not show; none is
// known for these.
var versionedStatements = []struct {
	words []string
	name  string
	since string
}{
	{[]string{"ANALYZE", "TABLE"}, "ANALYZE TABLE", "1.16"},
	{[]string{"STOP", "JOB"}, "STOP JOB", "1.17"},
	{[]string{"SHOW", "JOBS"}, "SHOW JOBS", "1.17"},
	{[]string{"TRUNCATE", "TABLE"}, "TRUNCATE TABLE", "1.18"},
	{[]string{"SHOW", "PROCEDURES"}, "SHOW PROCEDURES", "1.18"},
	{[]string{"SHOW", "PARTITIONS"}, "SHOW PARTITIONS", "1.18"},
	{[]string{"REPLACE", "TABLE"}, "REPLACE TABLE ... AS", "1.18"},
	{[]string{"CREATE", "MATERIALIZED", "TABLE"}, "CREATE MATERIALIZED TABLE", "1.20"},
	{[]string{"ALTER", "MATERIALIZED", "TABLE"}, "ALTER MATERIALIZED TABLE", "1.20"},
	{[]string{"DROP", "MATERIALIZED", "TABLE"}, "DROP MATERIALIZED TABLE", "1.20"},
	{[]string{"CREATE", "MODEL"}, "CREATE MODEL", "1.20"},
	{[]string{"CREATE", "TEMPORARY", "MODEL"}, "CREATE MODEL", "1.20"},
	{[]string{"DROP", "MODEL"}, "DROP MODEL", "1.20"},
	{[]string{"DROP", "TEMPORARY", "MODEL"}, "DROP MODEL", "1.20"},
	{[]string{"ALTER", "MODEL"}, "ALTER MODEL", "1.20"},
	{[]string{"SHOW", "MODELS"}, "SHOW MODELS", "1.20"},
	{[]string{"SHOW", "CREATE", "MODEL"}, "SHOW CREATE MODEL", "1.20"},
	{[]string{"DESCRIBE", "MODEL"}, "DESCRIBE MODEL", "1.20"},
	{[]string{"DESC", "MODEL"}, "DESCRIBE MODEL", "1.20"},
	{[]string{"ALTER", "CATALOG"}, "ALTER CATALOG", "1.20"},
	{[]string{"DESCRIBE", "JOB"}, "DESCRIBE JOB", "1.20"},
	{[]string{"DESC", "JOB"}, "DESCRIBE JOB", "1.20"},
	{[]string{"SHOW", "CREATE", "CATALOG"}, "SHOW CREATE CATALOG", "1.20"},
}

// Clauses of CREATE TABLE with their first release (same reading):
// SqlCreateTableAs from 1.16, CREATE OR REPLACE TABLE (SqlReplaceTableAs)
// from 1.18, SqlDistribution from 1.20.
const (
	ctasSince         = "1.16"
	orReplaceSince    = "1.18"
	distributionSince = "1.20"
)

// markVersioned records the constructs of statement st that a release
// before some modelled line does not parse (Script.Versioned). The parser
// calls it as it adds each statement, while the statement is still in the
// cache, which a second walk over the script's statements would not be.
func markVersioned(src string, s *Script, st Statement) {
	span := st.StmtSpan()
	if span.Start < 0 || span.End > len(src) || span.Start > span.End {
		return
	}
	if ct, ok := st.(*CreateTable); ok {
		markCreateTable(s, ct)
		return // its fields say all: no need to read its words
	}
	text := src[span.Start:span.End]
	var words [4]string
	if leadingWords(text, words[:1]) == 0 {
		return
	}
	first := firstIndex(words[0])
	if first == len(versionedFirst) {
		return // INSERT, SET, SELECT, ...: most statements stop here
	}
	n := leadingWords(text, words[:])
	for _, i := range versionedByFirst[first] {
		v := &versionedStatements[i]
		if hasPrefixWords(&words, n, v.words) {
			s.Versioned = append(s.Versioned, Construct{Name: v.name, Span: span, Since: v.since})
			return
		}
	}
}

// markCreateTable records the versioned clauses of a CREATE TABLE: AS (a
// CTAS, or with OR REPLACE the statement itself) and DISTRIBUTED BY.
func markCreateTable(s *Script, ct *CreateTable) {
	if ct.AsQuery != nil && !ct.OrReplace {
		s.Versioned = append(s.Versioned, Construct{Name: "CREATE TABLE ... AS", Span: ct.Span, Since: ctasSince})
	}
	if ct.Distributed != (Span{}) {
		s.Versioned = append(s.Versioned, Construct{Name: "DISTRIBUTED BY / INTO ... BUCKETS", Span: ct.Distributed, Since: distributionSince})
	}
	if ct.OrReplace {
		s.Versioned = append(s.Versioned, Construct{Name: "CREATE OR REPLACE TABLE ... AS", Span: ct.Span, Since: orReplaceSince})
	}
}

// versionedFirst are the first words of versionedStatements (a CREATE
// TABLE's versioned clauses are read from its fields); versionedByFirst[i]
// are the indices of the statements that start with versionedFirst[i].
// Built once at initialisation, only read after.
var (
	versionedFirst   = [...]string{"CREATE", "SHOW", "ALTER", "DROP", "DESCRIBE", "DESC", "STOP", "TRUNCATE", "REPLACE", "ANALYZE"}
	versionedByFirst = groupVersioned()
)

func groupVersioned() [len(versionedFirst) + 1][]int {
	var g [len(versionedFirst) + 1][]int
	for i, v := range versionedStatements {
		k := firstIndex(v.words[0])
		g[k] = append(g[k], i)
	}
	return g
}

// firstIndex is the index of w in versionedFirst, len(versionedFirst)
// when it is none of them.
func firstIndex(w string) int {
	if len(w) < len("DESC") || len(w) > len("TRUNCATE") {
		return len(versionedFirst)
	}
	switch w[0] | 0x20 { // the first letters of versionedFirst, in lower case
	case 'a', 'c', 'd', 'r', 's', 't':
	default:
		return len(versionedFirst)
	}
	for i, f := range versionedFirst {
		if strings.EqualFold(w, f) {
			return i
		}
	}
	return len(versionedFirst)
}

// leadingWords fills words with the first words of a statement (as
// written: compare them with strings.EqualFold), comments and white space
// skipped, and returns how many it found. It allocates nothing: it runs on
// every statement.
func leadingWords(text string, words []string) (n int) {
	for i := 0; i < len(text) && n < len(words); {
		switch c := text[i]; {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case strings.HasPrefix(text[i:], "--"):
			for i < len(text) && text[i] != '\n' {
				i++
			}
		case strings.HasPrefix(text[i:], "/*"):
			end := strings.Index(text[i+2:], "*/")
			if end < 0 {
				return n
			}
			i += end + 4
		case isWordByte(c):
			j := i
			for j < len(text) && isWordByte(text[j]) {
				j++
			}
			words[n] = text[i:j]
			n++
			i = j
		default:
			return n
		}
	}
	return n
}

func hasPrefixWords(words *[4]string, n int, prefix []string) bool {
	if n < len(prefix) {
		return false
	}
	for i, w := range prefix {
		if !strings.EqualFold(words[i], w) {
			return false
		}
	}
	return true
}
