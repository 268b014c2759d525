package rules

import (
	"fmt"
	"go/token"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
)

// FL023 flags an updating query written into a sink that accepts only
// inserts: Flink rejects the statement at planning.
var FL023 = newRule(fl023Doc, runFL023, model.Analyzer, model.TableFactsAnalyzer, model.WritesAnalyzer, semantics.Analyzer)

var fl023Doc = Doc{
	ID:           "FL023",
	Name:         "updating-query-into-append-only-sink",
	Summary:      "an updating query (non-windowed GROUP BY, Top-N, outer join, changelog source) written into an append-only sink is rejected at planning",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "changelog", "sql"},
	Explanation: `
In a streaming job a non-windowed ` + "`GROUP BY`" + ` (also ` + "`SELECT DISTINCT`" + ` and a global aggregate such as
` + "`SELECT COUNT(*) FROM t`" + `) updates rows it already emitted: the planner's ` + "`GroupAggregate`" + ` always produces
update changes (` + "`FlinkChangelogModeInferenceProgram`" + `). A source whose format or connector is a changelog
(` + "`debezium-json`" + `, ` + "`canal-json`" + `, ` + "`maxwell-json`" + `, ` + "`ogg-json`" + `, ` + "`upsert-kafka`" + `) produces updates and
deletes as well. A sink that accepts only inserts — ` + "`filesystem`" + `, ` + "`kafka`" + `, ` + "`kinesis`" + `, ` + "`firehose`" + ` and
` + "`sqs`" + ` with a plain format (json, csv, avro, parquet, orc, raw...), ` + "`jdbc`" + ` without a PRIMARY KEY — cannot take
them, and the planner rejects the INSERT when the job is submitted. (The AWS sinks take their format's
changelog mode, ` + "`KinesisDynamicSink#getChangelogMode`" + ` in apache/flink-connector-aws v5.0.0 to v6.0.0: with
` + "`debezium-json`" + `, ` + "`canal-json`" + ` or ` + "`maxwell-json`" + ` they accept an updating query.)

    TableException: Table sink 'default_catalog.default_database.s3_sink' doesn't support consuming
    update changes which is produced by node GroupAggregate(...)

(a ` + "`jdbc`" + ` table without a key fails the same way with "please declare primary key for sink table when query
contains update/delete record").

flinklint derives each query's changelog as the planner does (the semantic layer's changelog
inference), following the INSERT (or CTAS, or a PyFlink ` + "`sql_query(...).execute_insert(...)`" + ` chain) through the
views it reads. What updates: a non-windowed aggregation (GroupAggregate), a Top-N or a deduplication other
than keeping the first row on processing time (Rank, Deduplicate), ` + "`ORDER BY ... LIMIT`" + ` (SortLimit), ` + "`UNION`" + `
without ` + "`ALL`" + `, a regular ` + "`LEFT`" + `/` + "`RIGHT`" + `/` + "`FULL [OUTER] JOIN`" + ` (it retracts the padded row when the match arrives),
and a changelog source. Projections, filters, ` + "`UNION ALL`" + ` and inner joins forward their inputs' changes; a
temporal or lookup join forwards only its left side's, so an event-time temporal join of an append-only
stream with an upsert-kafka versioned table is insert-only. Window aggregations (a window TVF grouped by
` + "`window_start`" + ` and ` + "`window_end`" + `, or a group window function), window Top-N and interval joins insert only. Whatever
flinklint cannot follow (an unknown connector or format, a table of another catalog, a table function of
the job's own, a subquery in the select list or under OR) leaves the query unknown, and nothing is reported.
A ` + "`NOT IN`" + ` or ` + "`NOT EXISTS`" + ` subquery of WHERE is an anti join, which retracts a row when its match arrives
(it updates); an ` + "`IN`" + ` or ` + "`EXISTS`" + ` subquery of an append-only stream is a semi join, which forwards its
input's changes; a filter on a ranking column of one input of inner joins makes that input a Top-N.

A ` + "`filesystem`" + ` sink whose format does accept changelogs (` + "`debezium-json`" + `...) is rejected for another reason
when it sets ` + "`'sink.parallelism'`" + `: "Currently, filesystem sink doesn't support setting parallelism (N) by
'sink.parallelism' when the input stream is not INSERT only."

Batch writes are skipped (a batch query is insert-only). The runtime mode is the session's at each INSERT: one a script runs after ` + "`SET 'execution.runtime-mode' = 'batch'`" + ` is batch, one before it streaming, whatever mode the script ends in.
`,
	Examples: []Example{{Path: "job.sql", Lang: "sql", Code: `CREATE TABLE s3_sink (page STRING, views BIGINT) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/views/',
  'format' = 'json'
);
INSERT INTO s3_sink SELECT page, COUNT(*) FROM clicks GROUP BY page;`}},
	Fix: `
Aggregate per window (` + "`GROUP BY window_start, window_end, page`" + ` over ` + "`TABLE(TUMBLE(TABLE clicks, DESCRIPTOR(ts), INTERVAL '1' MINUTE))`" + `),
or write into a sink that accepts updates: ` + "`upsert-kafka`" + `, ` + "`jdbc`" + ` with a PRIMARY KEY, or a changelog format
such as ` + "`'format' = 'debezium-json'`" + `. Remove ` + "`'sink.parallelism'`" + ` from a filesystem sink fed by an updating query.
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/concepts/dynamic_tables/#table-to-stream-conversion",
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/connectors/table/filesystem/#sink-parallelism",
	},
	Sources: []string{
		"apache/flink release-2.2.1-rc3 flink-table/flink-table-planner/src/main/scala/org/apache/flink/table/planner/plan/optimize/program/FlinkChangelogModeInferenceProgram.scala: the row kinds each node provides and requires, and the message \"<requester> doesn't support consuming <kinds> changes which is produced by node <node>\"",
		"apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/factories/sink/TestValuesTableSink.java: the test connector 'values' accepts the kinds of 'sink-changelog-mode-enforced', else inserts only unless 'sink-insert-only' is false",
		"apache/flink-connector-aws KinesisDynamicSink, KinesisFirehoseDynamicSink, SqsDynamicSink: getChangelogMode returns the encoding format's changelog mode (v5.0.0-v6.0.0)",
		"apache/flink-connector-aws DynamoDbDynamicSink: getChangelogMode accepts upserts",
	},
}

func runFL023(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	res := pass.ResultOf[semantics.Analyzer].(*semantics.Result)
	seen := map[token.Pos]bool{}
	for _, job := range m.Jobs {
		streaming := isStreaming(job)
		tf := jobFacts(pass, job)
		sem := res.Job(job)
		for _, w := range jobWrites(pass, job) {
			if w.Table == nil || w.Query == nil || len(w.Query.Parts) == 0 || seen[w.Pos] {
				continue
			}
			if mode, _ := sem.ModeAt(w.Pos); !streamingAt(mode, streaming) {
				continue
			}
			cl, known := sem.Changelog(w.Query.Parts[0].Query.Body)
			if !known || !cl.Updating() {
				continue
			}
			if d, ok := fl023Check(tf, w, cl); ok {
				seen[w.Pos] = true
				m.Report(pass, finding.Error, d)
			}
		}
	}
	return nil, nil
}

// fl023Check judges an updating query (changelog cl) written by w.
func fl023Check(tf *model.TableFacts, w *model.Write, cl semantics.Changelog) (analysis.Diagnostic, bool) {
	var d analysis.Diagnostic
	conn, ok := optKnown(w.Options, "connector")
	if !ok {
		return d, false
	}
	pk, pkUnknown := false, false
	if decl := tf.Decls[w.Table]; decl != nil {
		pk, pkUnknown = decl.PrimaryKey, decl.PrimaryKeyUnknown
	}
	accepts, known := flink.SinkAcceptsUpdates(conn, knownOptions(w.Options), pk)
	if !known {
		return d, false
	}
	if pkUnknown {
		// The answer must not depend on a key flinklint cannot see.
		if withKey, _ := flink.SinkAcceptsUpdates(conn, knownOptions(w.Options), true); withKey != accepts {
			return d, false
		}
	}
	name := tableName(w.Table)
	var related []analysis.RelatedInformation
	if cl.Unit != nil && cl.Span.End > 0 {
		pos, end := cl.Unit.Range(cl.Span)
		related = append(related, analysis.RelatedInformation{Pos: pos, End: end, Message: "this produces " + cl.KindsText() + " changes"})
	}
	if !accepts {
		what := conn
		if f, ok := sinkFormat(w.Options); ok && flink.SinkChangelogOf(conn) == flink.FormatDecides {
			what += ", format " + f.Value
			related = append(related, analysis.RelatedInformation{Pos: f.Pos, End: f.End, Message: "an insert-only format"})
		}
		if conn == "values" {
			what += ", 'sink-insert-only' = 'true'"
		}
		rejection := fmt.Sprintf("doesn't support consuming %s changes which is produced by node %s", cl.KindsText(), cl.Node)
		fix := "Aggregate per window, or write into an upsert sink (upsert-kafka, jdbc with a PRIMARY KEY) or a changelog format such as debezium-json"
		if conn == "jdbc" {
			// JdbcDynamicTableSink.getChangelogMode checks for a key instead.
			rejection = "please declare primary key for sink table when query contains update/delete record"
			fix = "Declare a PRIMARY KEY ... NOT ENFORCED on the table, or aggregate per window"
		}
		return analysis.Diagnostic{Pos: w.Pos, End: w.End,
			Message: fmt.Sprintf("table %s (%s) accepts only inserts, but the query written into it updates: "+
				"Flink rejects it at planning (\"Table sink %s %s\"). %s", name, what, sinkLabel(w.Table), rejection, fix),
			Related: related}, true
	}
	if conn == "filesystem" {
		if p := w.Options.Get("sink.parallelism"); p != nil {
			return analysis.Diagnostic{Pos: p.Pos, End: p.End,
				Message: fmt.Sprintf("'sink.parallelism' on filesystem table %s, whose input is not insert-only (%s): "+
					"Flink rejects it at planning (\"filesystem sink doesn't support setting parallelism ... when the input "+
					"stream is not INSERT only\"). Remove 'sink.parallelism'", name, cl.Node),
				Related: related}, true
		}
	}
	return d, false
}

// sinkLabel names a sink as Flink's message does: 'name'.
func sinkLabel(t *model.Table) string {
	if t == nil || t.Name == "" {
		return tableName(t)
	}
	return "'" + t.Name + "'"
}

// sinkFormat is the table's value format option: 'format', else 'value.format'.
func sinkFormat(opts model.Options) (*model.Option, bool) {
	for _, k := range []string{"format", "value.format"} {
		if o := opts.Get(k); o != nil && !o.Hole {
			return o, true
		}
	}
	return nil, false
}

// knownOptions are the statically known options as a map.
func knownOptions(opts model.Options) map[string]string {
	out := map[string]string{}
	for _, o := range opts {
		if !o.Hole {
			out[o.Key] = o.Value
		}
	}
	return out
}
