package rules

import (
	"fmt"
	"go/token"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/sqlparse"
)

// The FL9xx rules report inputs flinklint could not read completely. They
// are findings, never crashes: the run goes on with what could be read.

var FL900 = newRule(Doc{
	ID:           finding.RuleSQLSyntax,
	Name:         "sql-syntax-error",
	Summary:      "Flink SQL that flinklint cannot parse",
	DefaultLevel: finding.Warning,
	Since:        "0.1.0",
	Tags:         []string{"parse"},
	Explanation: `
A statement in a ` + "`.sql`" + ` file, or in SQL passed to a PyFlink API as a string, does not parse as Flink SQL.
Flink would reject it when the job is submitted; flinklint skips the statement and checks the rest, so
rules may miss problems in it.

A query (or a data type) nested deeper than 200 levels is reported at the place the limit was hit: flinklint does
not analyse it past there, and the run is incomplete (` + "`flinklint check`" + ` exits 2 unless ` + "`--allow-incomplete`" + `). At most 20 of these findings are reported for one file; a 21st says how many more there are.

A ` + "`.sql`" + ` file is judged as Flink SQL only on evidence: a ` + "`WITH ('connector' = ...)`" + ` clause of quoted
keys, ` + "`SET 'key' = ...`" + ` or a dotted configuration key, ` + "`EXECUTE`/`BEGIN STATEMENT SET`" + `,
` + "`WATERMARK FOR`" + `, ` + "`NOT ENFORCED`" + `, ` + "`CREATE CATALOG`" + `, ` + "`USE CATALOG`" + `, ` + "`LOAD MODULE`" + `,
` + "`TBLPROPERTIES`" + `, an ` + "`OPTIONS`" + ` hint, or a PyFlink job that reads the file. Repositories of Flink jobs also
hold the MySQL, PostgreSQL and Oracle scripts of their demo databases; those are skipped (` + "`--verbose`" + `
names them), never reported as Flink syntax errors. A ConfigMap's ` + "`.sql`" + ` entry is judged on the same evidence,
or when a Flink deployment runs it (its SQL-script argument is the path where its pods mount the entry): the
ConfigMaps of a stack also hold its databases' init scripts. ` + "`.q`" + ` files are SQL-client scripts and always read.

Syntax that only Flink's master branch has (` + "`USING CONNECTION`" + ` on a table, ` + "`USING ARTIFACT`" + ` on a
function: in no release up to 2.2, read in flink-sql-parser's ` + "`parserImpls.ftl`" + ` at release-1.20.4,
2.0.2, 2.1.2, 2.2.1 and master) is accepted; when the job's Flink version is known (its deployment, or
` + "`--flink-version`" + `) and is a release, flinklint says that release rejects the statement. Likewise for
statements and clauses added within the releases flinklint models: ` + "`CREATE TABLE ... AS`" + ` (1.16),
` + "`STOP JOB`" + ` and ` + "`SHOW JOBS`" + ` (1.17), ` + "`TRUNCATE TABLE`" + `, ` + "`SHOW PROCEDURES`" + `, ` + "`SHOW PARTITIONS`" + ` and
` + "`[CREATE OR] REPLACE TABLE ... AS`" + ` (1.18), materialized tables, models, ` + "`DISTRIBUTED BY`" + `,
` + "`ALTER CATALOG`" + `, ` + "`DESCRIBE JOB`" + ` and ` + "`SHOW CREATE CATALOG`" + ` (1.20): under an older known Flink version they
are reported as "needs Flink X.Y".`,
	Levels: `
A warning for a syntax error. A note where a file that has no ` + "`;`" + ` at all starts a new statement on a
line of its own: the SQL client fails on it, but a runner that splits the file itself does not, and
flinklint cannot see which runs it. A note, too, for Hive DDL (` + "`TBLPROPERTIES`" + `, ` + "`STORED AS`" + `,
` + "`ROW FORMAT`" + `, a typed ` + "`PARTITIONED BY`" + ` column) outside a ` + "`SET 'table.sql-dialect' = 'hive'`" + `: Flink's
default dialect rejects it, but the code that runs the script may set the Hive dialect itself; a warning in
a script the project names in ` + "`fresh-sessions`" + ` (docs/configuration.md) and runs without an init script, whose
session starts in the default dialect. After that ` + "`SET`" + `, Hive statements are not reported.`,
	Examples: []Example{{Path: "job.sql", Lang: "sql", Code: "CREATE TABLE t (id INT) WITH ('connector' = 'filesystem'"}},
	Fix:      "Correct the statement. If flinklint is wrong about valid Flink SQL, please report it with the statement.",
	Sources: []string{
		"apache/flink flink-table/flink-sql-parser/src/main/codegen/includes/parserImpls.ftl: USING CONNECTION (table DDL) and USING ARTIFACT (CREATE FUNCTION) exist at master c43754cdc4f and at none of release-1.20.4, release-2.0.2-rc4, release-2.1.2-rc1, release-2.2.1-rc2",
		"apache/flink same file and flink-table/flink-sql-parser/src/main/codegen/data/Parser.tdd: the default dialect has no TBLPROPERTIES or STORED, and PARTITIONED BY takes a list of plain column names (release-1.20.4, release-2.2.1-rc2)",
		"apache/flink flink-table/flink-sql-parser/src/main/codegen (includes/parserImpls.ftl, data/Parser.tdd) at the branch point of each release, the parent of the commit that moved master to the next X.Y-SNAPSHOT (release 1.15 at 5c3bca5568^, 1.16 at c95aeb6cb3^, 1.17 at 923361a300^, 1.18 at fff221fe5d^, 1.19 at bf5068ce92^, 1.20 at 352e50e130^): SqlCreateTableAs and SqlAnalyzeTable first at release 1.16; SqlStopJob, SqlShowJobs 1.17; SqlTruncateTable, SqlShowProcedures, SqlShowPartitions, SqlReplaceTableAs 1.18; SqlCreateMaterializedTable, SqlAlterMaterializedTable, SqlDropMaterializedTable, SqlCreateModel and the other model statements, SqlDistribution, SqlAlterCatalog, SqlDescribeJob, SqlShowCreateCatalog 1.20",
		"apache/flink flink-table/flink-sql-client/src/main/java/org/apache/flink/table/client/cli/parser/SqlMultiLineParser.java, formatSqlFile: a script gets one ';' appended at its end, and statements end only at a ';' (release-2.2.1-rc2)",
	},
}, runSyntaxSQL, model.Analyzer)

var FL901 = newRule(Doc{
	ID:           finding.RulePythonSyntax,
	Name:         "python-syntax-error",
	Summary:      "Python that flinklint cannot parse",
	DefaultLevel: finding.Warning,
	Since:        "0.1.0",
	Tags:         []string{"parse"},
	Explanation: `
A PyFlink file has a Python syntax error. flinklint extracts what it can from the rest of the file. At most
20 of these findings are reported for one file; a 21st says how many more there are.

The same rule reports where flinklint stopped following the code at one of the limits that keep it fast
on any input: a file of more than 1,048,576 syntax nodes (not analysed), or an expression nested deeper
than 64, helper functions calling each other more than 6 deep, a string built longer than 1 MiB, or
200,000 evaluation steps in one file. The SQL or setting built there is checked only as far as it was
followed; the first such place of a file is reported.`,
	Examples: []Example{{Path: "job.py", Lang: "python", Code: "from pyflink.table import TableEnvironment\nt_env.execute_sql(\"SELECT 1\""}},
	Fix:      "Correct the syntax error.",
}, runSyntaxPython, model.Analyzer)

var FL904 = newRule(Doc{
	ID:           finding.RuleConfigUnreadable,
	Name:         "config-unreadable",
	Summary:      "a deployment config flinklint cannot read completely",
	DefaultLevel: finding.Warning,
	Since:        "0.1.0",
	Tags:         []string{"parse", "deployment"},
	Explanation: `
A deployment config (CloudFormation, Terraform, CDK, Kubernetes operator, Flink config) is malformed or
uses a construct flinklint cannot resolve statically. Facts taken from it may be incomplete, so rules that
depend on the deployment (FL001's level, for example) may be less precise.

A config nested deeper than its reader follows (200 levels of YAML, JSON or Terraform brackets, go-yaml's own
10,000) or a YAML alias bomb is read only up to there: the run is incomplete (` + "`flinklint check`" + ` exits 2
unless ` + "`--allow-incomplete`" + `). A malformed config is not: it is the file's fault, and reported here.`,
	Examples: []Example{{Path: "app.yaml", Lang: "yaml", Code: "Resources:\n  App:\n    Type: AWS::KinesisAnalyticsV2::Application\n    Properties: [oops"}},
	Fix:      "Correct the config, or map the deployment explicitly in `.flinklint.yaml`.",
}, runConfigProblems, model.Analyzer)

var FL905 = newRule(Doc{
	ID:           finding.RuleUnreadableFile,
	Name:         "unreadable-file",
	Summary:      "a file flinklint could not read",
	DefaultLevel: finding.Warning,
	Since:        "0.1.0",
	Tags:         []string{"parse"},
	Explanation: `
A file that looked relevant could not be read or decoded (permissions, binary content, invalid UTF-8,
size limit). It was skipped.

Each phase of the analysis also runs within a time bound (` + "`--parse-timeout`" + `, 10 s by default): the parse of
a file, the semantic analysis of its job, and each rule. A phase that runs past it is abandoned and reported
here with the phase named; what it would have found is missing from the run (an abandoned rule is reported at
the run's first file, since a rule reads every file).

A run with an abandoned phase, or with a file or directory that is there and could not be read (permissions,
a named pipe), is incomplete: ` + "`flinklint check`" + ` exits 2 whatever the other findings, unless
` + "`--allow-incomplete`" + `. A file over the size limit or a UTF-16 file is reported and skipped without failing the run.`,
	Fix: "Fix the file's permissions or encoding, or exclude it with `--exclude`.",
}, runUnreadable, model.Analyzer)

// lastRelease is the newest Flink release line flinklint models; a
// construct only on Flink's master branch is in none up to it.
var lastRelease = flink.V(2, 2)

// reportUnreleased says, for the jobs that run script and whose Flink
// version is known, that a construct only Flink's master branch has is
// rejected by their release (flink-sql-parser parserImpls.ftl: USING
// CONNECTION and USING ARTIFACT are in no release up to 2.2). Without a
// known version it says nothing.
func reportUnreleased(pass *analysis.Pass, m *model.Model, script *sqlparse.Script, rng func(sqlparse.Span) (token.Pos, token.Pos)) {
	if len(script.Unreleased) == 0 && len(script.Versioned) == 0 {
		return
	}
	var versions []flink.Version
	for _, j := range m.Jobs {
		for _, u := range j.Units {
			if u.Script == script {
				if v := jobFlinkVersion(m, j); !v.IsZero() {
					versions = append(versions, v)
				}
			}
		}
	}
	if len(versions) == 0 {
		if v, ok := flink.ParseVersion(m.Options.FlinkVersion); ok {
			versions = append(versions, v)
		}
	}
	for _, v := range versions {
		if reportVersioned(pass, script, rng, v) {
			return
		}
		if lastRelease.Less(v) {
			continue
		}
		for _, c := range script.Unreleased {
			pos, end := rng(c.Span)
			pass.Report(analysis.Diagnostic{Pos: pos, End: end, Message: fmt.Sprintf(
				"%s is in no Flink release up to %s (only on Flink's master branch): Flink %s rejects the statement",
				c.Name, lastRelease, v)})
		}
		return
	}
}

// reportVersioned reports the constructs of script that release line v
// does not parse yet (sqlparse.Script.Versioned), and whether it did.
func reportVersioned(pass *analysis.Pass, script *sqlparse.Script, rng func(sqlparse.Span) (token.Pos, token.Pos), v flink.Version) bool {
	reported := false
	for _, c := range script.Versioned {
		since, ok := flink.ParseVersion(c.Since)
		if !ok || !v.Less(since) {
			continue
		}
		pos, end := rng(c.Span)
		pass.Report(analysis.Diagnostic{Pos: pos, End: end, Message: fmt.Sprintf(
			"%s needs Flink %s: Flink %s's SQL parser rejects the statement", c.Name, since, v)})
		reported = true
	}
	return reported
}

// maxSyntaxPerFile is the number of syntax errors (FL900, FL901) reported
// for one file: past it, a garbage file (5 MB of it gave 7,537) gets one
// closing finding that says how many more there are.
const maxSyntaxPerFile = 20

// syntaxCap collects one file's syntax findings and reports the first
// maxSyntaxPerFile of them, in file order, and a closing one for the rest.
type syntaxCap struct {
	pass   *analysis.Pass
	m      *model.Model
	what   string // "SQL syntax errors"
	found  []analysis.Diagnostic
	levels []finding.Level // "" for the rule's level
}

func (c *syntaxCap) add(level finding.Level, d analysis.Diagnostic) {
	c.found = append(c.found, d)
	c.levels = append(c.levels, level)
}

// flush reports what one file gave and starts over.
func (c *syntaxCap) flush() {
	idx := make([]int, len(c.found))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return c.found[idx[a]].Pos < c.found[idx[b]].Pos })
	for n, i := range idx {
		if n == maxSyntaxPerFile {
			d := c.found[i]
			c.pass.Report(analysis.Diagnostic{Pos: d.Pos, End: d.Pos, Message: fmt.Sprintf(
				"%d more %s in this file, from here, not shown (the first %d are)", len(idx)-n, c.what, maxSyntaxPerFile)})
			break
		}
		if c.levels[i] == "" {
			c.pass.Report(c.found[i])
		} else {
			c.m.Report(c.pass, c.levels[i], c.found[i])
		}
	}
	c.found, c.levels = c.found[:0], c.levels[:0]
}

func runSyntaxSQL(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	capped := &syntaxCap{pass: pass, m: m, what: "SQL syntax errors"}
	for _, f := range m.Files {
		if f.SQL != nil && m.Judged(f) {
			reportUnreleased(pass, m, f.SQL, func(s sqlparse.Span) (token.Pos, token.Pos) { return f.Pos(s.Start), f.Pos(s.End) })
			for _, e := range f.SQL.Errors {
				d := analysis.Diagnostic{Pos: f.Pos(e.Span.Start), End: f.Pos(e.Span.End),
					Message: "SQL syntax error: " + e.Msg}
				if e.NotAnalysed {
					// A limit of flinklint, not an error of the script.
					d.Message = "SQL not analysed: " + e.Msg
				}
				if e.HiveDDL != "" && startsOwnSession(m, f) {
					// A script that starts its session as Flink starts one
					// runs in the default dialect.
					d.Message = "SQL syntax error: Hive DDL (" + e.HiveDDL + ") that Flink's default dialect rejects: the script " +
						"starts a session of its own (fresh-sessions), whose dialect is the default one until SET 'table.sql-dialect' = 'hive'"
					capped.add("", d)
					continue
				}
				if e.HiveDDL != "" {
					// Not known to fail: the code that runs it may set the dialect.
					d.Message = "Hive DDL (" + e.HiveDDL + ") that Flink's default dialect rejects: it runs only under the Hive " +
						"dialect (SET 'table.sql-dialect' = 'hive' before it, or TableConfig.setSqlDialect(SqlDialect.HIVE) in the code that runs it)"
					capped.add(finding.Note, d)
					continue
				}
				if e.MissingSemicolon {
					// Not known to fail: a runner may split the file itself.
					d.Message = "no ';' before this statement, and none in the file: the SQL client (sql-client.sh -f) " +
						"reads the statements as one and fails; a runner that splits the file itself does not"
					capped.add(finding.Note, d)
					continue
				}
				capped.add("", d)
			}
		}
		for _, emb := range f.Embedded {
			if emb.Script == nil || m.OtherDatabaseScript(f, emb) {
				continue
			}
			u := &model.SQLUnit{File: f, Script: emb.Script, Embedded: emb.Text}
			reportUnreleased(pass, m, emb.Script, u.Range)
			where := "in a Python string"
			switch {
			case f.Kind == model.ConfigFile:
				where = "in a deployment config"
			case len(f.Cells) > 0:
				where = "in a notebook"
			case f.JVM != nil && strings.HasSuffix(f.Path, ".scala"):
				where = "in a Scala string"
			case f.JVM != nil && strings.HasSuffix(f.Path, ".kt"):
				where = "in a Kotlin string"
			case f.JVM != nil:
				where = "in a Java string"
			}
			for _, e := range emb.Script.Errors {
				pos, end := u.Range(e.Span)
				msg := "SQL syntax error " + where + ": " + e.Msg
				if e.NotAnalysed {
					msg = "SQL " + where + " not analysed: " + e.Msg
				}
				capped.add("", analysis.Diagnostic{Pos: pos, End: end, Message: msg})
			}
		}
		capped.flush()
	}
	return nil, nil
}

func runSyntaxPython(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	capped := &syntaxCap{pass: pass, m: m, what: "Python syntax errors"}
	for _, f := range m.Files {
		if f.Python == nil {
			continue
		}
		for _, e := range f.Python.Errors {
			msg := "Python syntax error: " + e.Msg
			switch {
			case e.NotAnalysed:
				msg = "Python file " + e.Msg
			case e.Limit:
				msg = "Python analysis stopped at a limit: " + e.Msg
			}
			capped.add("", analysis.Diagnostic{Pos: f.Pos(e.Span.Start), End: f.Pos(e.Span.End), Message: msg})
		}
		capped.flush()
	}
	return nil, nil
}

func runConfigProblems(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	for _, f := range m.Files {
		if f.Deploy == nil {
			continue
		}
		for _, p := range f.Deploy.Problems {
			if p.Template {
				continue // a template is skipped (noted under --verbose)
			}
			pass.Report(analysis.Diagnostic{Pos: f.Pos(p.Span.Start), End: f.Pos(p.Span.End),
				Message: "deployment config: " + p.Msg})
		}
	}
	return nil, nil
}

func runUnreadable(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	for _, f := range m.Files {
		if f.ReadError != "" {
			pass.Report(analysis.Diagnostic{Pos: f.Pos(0), End: f.Pos(0),
				Message: "cannot read " + f.Path + ": " + f.ReadError})
		}
	}
	return nil, nil
}

// startsOwnSession reports whether the SQL script f starts a session as
// Flink starts one (fresh-sessions, docs/configuration.md) with no init
// script before it: none of the jobs it is the script of runs one.
func startsOwnSession(m *model.Model, f *model.File) bool {
	if !f.FreshSession || f.Kind != model.SQLFile {
		return false
	}
	for _, j := range m.Jobs {
		if j.Entry == f && (len(j.Session) > 0 || j.SessionUnknown) {
			return false
		}
	}
	return true
}
