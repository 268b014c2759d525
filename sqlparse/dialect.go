package sqlparse

import "strings"

// HasFlinkEvidence reports whether a SQL script shows that it is written for
// Flink rather than for another database: repositories of Flink jobs also
// hold MySQL, PostgreSQL and Oracle init scripts, which are not Flink SQL and
// must not be judged as such.
//
// The evidence is lexical, so that a script with a syntax error still shows
// it: a WITH clause of quoted keys (WITH ('connector' = ...)), SET of a quoted
// or dotted configuration key (not a Hive, Hadoop or Spark one), EXECUTE or BEGIN STATEMENT SET, WATERMARK FOR,
// NOT ENFORCED, CREATE CATALOG, USE CATALOG, LOAD MODULE, UNLOAD MODULE, USE
// MODULES, TBLPROPERTIES (the
// Hive dialect Flink runs) unless Spark's `USING provider` shows the script
// is Spark SQL, or an OPTIONS hint. Comments and string contents are never
// evidence.
func HasFlinkEvidence(src string) bool {
	ws := takeWorkspace(src)
	defer ws.release()
	lx := &ws.lx
	lx.lex(0, len(src), false, false)
	toks := lx.toks
	// Every look-around guards both ends: the evidence may stand at the
	// first token (a script that opens with USING has no token before it).
	word := func(i int) kw {
		if i >= 0 && i < len(toks) && toks[i].kind == tkIdent {
			return toks[i].kw
		}
		return kwNone
	}
	punct := func(i int, c byte) bool {
		return i >= 0 && i < len(toks) && toks[i].kind == tkPunct && src[toks[i].start] == c
	}
	kind := func(i int) tokKind {
		if i >= 0 && i < len(toks) {
			return toks[i].kind
		}
		return tkEOF
	}
	var hiveProperties, spark bool
	for i, t := range toks {
		if t.kind == tkHint {
			if strings.Contains(strings.ToUpper(src[t.start:t.end]), "OPTIONS") {
				return true
			}
			continue
		}
		switch word(i) {
		case kwWITH:
			if punct(i+1, '(') && kind(i+2) == tkString && punct(i+3, '=') {
				return true
			}
		case kwSET:
			if kind(i+1) == tkString || (kind(i+1) == tkIdent && punct(i+2, '.') && !otherEngineKeys[strings.ToLower(src[toks[i+1].start:toks[i+1].end])]) {
				return true
			}
		case kwSTATEMENT:
			if (word(i-1) == kwEXECUTE || word(i-1) == kwBEGIN) && word(i+1) == kwSET {
				return true
			}
		case kwWATERMARK:
			if word(i+1) == kwFOR {
				return true
			}
		case kwENFORCED:
			if word(i-1) == kwNOT {
				return true
			}
		case kwCATALOG:
			if prev := word(i - 1); prev == kwCREATE || prev == kwTEMPORARY || prev == kwUSE {
				return true
			}
		case kwMODULE:
			if prev := word(i - 1); prev == kwLOAD || prev == kwUNLOAD {
				return true
			}
		case kwMODULES:
			if word(i-1) == kwUSE {
				return true
			}
		case kwTBLPROPERTIES:
			// Hive DDL's property list, TBLPROPERTIES ('k' = 'v'); SHOW
			// TBLPROPERTIES t (Spark, Hive's CLI) is no Flink statement.
			if punct(i+1, '(') {
				hiveProperties = true
			}
		case kwUSING:
			// Spark's data-source clause, `CREATE TABLE t (...) USING
			// iceberg`: no Flink dialect has it (Flink's USING after the
			// column list is only `USING CONNECTION`, and a join's is
			// followed by '(').
			if punct(i-1, ')') && kind(i+1) == tkIdent && !strings.EqualFold(src[toks[i+1].start:toks[i+1].end], "CONNECTION") {
				spark = true
			}
		}
	}
	// TBLPROPERTIES is Hive DDL, which Flink runs under its Hive dialect, and
	// Spark DDL too: it is evidence only without Spark's USING.
	return hiveProperties && !spark
}

// otherEngineKeys are the first parts of the configuration keys that Hive,
// Hadoop and Spark scripts SET (set hive.exec.dynamic.partition=true; set
// mapreduce.job.reduces=1; set spark.sql.shuffle.partitions=8): a dotted SET
// of such a key is no evidence of Flink, which reads none of them.
var otherEngineKeys = map[string]bool{
	"hive": true, "hiveconf": true, "hivevar": true, "mapred": true, "mapreduce": true,
	"tez": true, "spark": true, "dfs": true, "yarn": true,
}

// JinjaTemplate reports whether a SQL file is a Jinja template (a dbt
// model, a SQL template a build renders): its first text, after white space
// and SQL comments, opens a Jinja block ({{ ... }}, {% ... %} or {# ... #}).
// Flink never sees such a file as written; what it runs is the rendering.
func JinjaTemplate(src string) bool {
	i := 0
	for i < len(src) {
		switch {
		case src[i] == ' ' || src[i] == '\t' || src[i] == '\r' || src[i] == '\n':
			i++
		case strings.HasPrefix(src[i:], "--"):
			j := strings.IndexByte(src[i:], '\n')
			if j < 0 {
				return false
			}
			i += j + 1
		case strings.HasPrefix(src[i:], "/*"):
			j := strings.Index(src[i+2:], "*/")
			if j < 0 {
				return false
			}
			i += 2 + j + 2
		default:
			rest := src[i:]
			return strings.HasPrefix(rest, "{{") || strings.HasPrefix(rest, "{%") || strings.HasPrefix(rest, "{#")
		}
	}
	return false
}

// OtherDialectEvidence names what shows plainly that a script is written for
// another database, or returns "": Spark's `USING provider` data-source
// clause, MySQL's AUTO_INCREMENT and ENGINE = options, PostgreSQL's CREATE
// EXTENSION and SERIAL columns, Oracle's VARCHAR2, CREATE SEQUENCE. Flink SQL
// has none of them in any dialect, so a file with one is not read as Flink
// SQL even when it is named on the command line. Comments and string
// contents are never evidence.
func OtherDialectEvidence(src string) string {
	ws := takeWorkspace(src)
	defer ws.release()
	lx := &ws.lx
	lx.lex(0, len(src), false, false)
	toks := lx.toks
	text := func(i int) string {
		if i >= 0 && i < len(toks) && toks[i].kind == tkIdent {
			return strings.ToUpper(src[toks[i].start:toks[i].end])
		}
		return ""
	}
	punct := func(i int, c byte) bool {
		return i >= 0 && i < len(toks) && toks[i].kind == tkPunct && src[toks[i].start] == c
	}
	for i := range toks {
		switch text(i) {
		case "AUTO_INCREMENT":
			return "MySQL's AUTO_INCREMENT"
		case "ENGINE":
			if punct(i+1, '=') {
				return "MySQL's ENGINE = table option"
			}
		case "EXTENSION":
			if text(i-1) == "CREATE" {
				return "PostgreSQL's CREATE EXTENSION"
			}
		case "SEQUENCE":
			if text(i-1) == "CREATE" {
				return "CREATE SEQUENCE"
			}
		case "SERIAL", "BIGSERIAL":
			// A column definition: `(id SERIAL,` or `, id BIGSERIAL PRIMARY KEY`.
			if text(i-1) != "" && (punct(i-2, '(') || punct(i-2, ',')) && (punct(i+1, ',') || punct(i+1, ')') || text(i+1) == "PRIMARY" || text(i+1) == "NOT") {
				return "PostgreSQL's " + text(i) + " column type"
			}
		case "VARCHAR2":
			return "Oracle's VARCHAR2"
		case "USING":
			if punct(i-1, ')') && text(i+1) != "" && text(i+1) != "CONNECTION" {
				return "Spark's USING " + strings.ToLower(text(i+1)) + " clause"
			}
		}
	}
	return ""
}
