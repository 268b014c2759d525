package rules

import (
	"fmt"
	"go/token"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// FL023 flags an updating query written into a sink that accepts only
// inserts: Flink rejects the statement at planning.
var FL023 = newRule(fl023Doc, runFL023, model.Analyzer, model.TableFactsAnalyzer, model.WritesAnalyzer)

var fl023Doc = Doc{
	ID:           "FL023",
	Name:         "updating-query-into-append-only-sink",
	Summary:      "an updating query (non-windowed GROUP BY, outer join, changelog source) written into an append-only sink is rejected at planning",
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

flinklint follows the INSERT (or CTAS, or a PyFlink ` + "`sql_query(...).execute_insert(...)`" + ` chain) through the
views it reads (` + "`CREATE VIEW v AS SELECT ... GROUP BY ...`" + `). Window aggregations (TUMBLE, HOP, CUMULATE,
SESSION) are insert-only and are not reported. A regular ` + "`LEFT`" + `/` + "`RIGHT`" + `/` + "`FULL [OUTER] JOIN`" + ` produces updates
and deletes (it retracts the padded row when the match arrives); an inner join only forwards its inputs'
changes, so an inner join of insert-only inputs is not reported, and neither are lookup, temporal and
interval joins.

A ` + "`filesystem`" + ` sink whose format does accept changelogs (` + "`debezium-json`" + `...) is rejected for another reason
when it sets ` + "`'sink.parallelism'`" + `: "Currently, filesystem sink doesn't support setting parallelism (N) by
'sink.parallelism' when the input stream is not INSERT only."

Batch jobs are skipped (a batch query is insert-only).
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
		"apache/flink-connector-aws KinesisDynamicSink, KinesisFirehoseDynamicSink, SqsDynamicSink: getChangelogMode returns the encoding format's changelog mode (v5.0.0-v6.0.0)",
		"apache/flink-connector-aws DynamoDbDynamicSink: getChangelogMode accepts upserts",
	},
}

func runFL023(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	seen := map[token.Pos]bool{}
	for _, job := range m.Jobs {
		if !isStreaming(job) {
			continue
		}
		tf := jobFacts(pass, job)
		for _, w := range jobWrites(pass, job) {
			if w.Table == nil || w.Query == nil || seen[w.Pos] {
				continue
			}
			if d, ok := fl023Check(tf, w); ok {
				seen[w.Pos] = true
				m.Report(pass, finding.Error, d)
			}
		}
	}
	return nil, nil
}

func fl023Check(tf *model.TableFacts, w *model.Write) (analysis.Diagnostic, bool) {
	var d analysis.Diagnostic
	conn, ok := optKnown(w.Options, "connector")
	if !ok {
		return d, false
	}
	why, kinds, at, ok := updatingInput(w.Query)
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
	related := []analysis.RelatedInformation{{Pos: at.pos, End: at.end, Message: "this produces update changes"}}
	if !accepts {
		what := conn
		if f, ok := sinkFormat(w.Options); ok && flink.SinkChangelogOf(conn) == flink.FormatDecides {
			what += ", format " + f.Value
			related = append(related, analysis.RelatedInformation{Pos: f.Pos, End: f.End, Message: "an insert-only format"})
		}
		rejection := fmt.Sprintf("doesn't support consuming %s changes", kinds)
		fix := "Aggregate per window, or write into an upsert sink (upsert-kafka, jdbc with a PRIMARY KEY) or a changelog format such as debezium-json"
		if conn == "jdbc" {
			// JdbcDynamicTableSink.getChangelogMode checks for a key instead.
			rejection = "please declare primary key for sink table when query contains update/delete record"
			fix = "Declare a PRIMARY KEY ... NOT ENFORCED on the table, or aggregate per window"
		}
		return analysis.Diagnostic{Pos: w.Pos, End: w.End,
			Message: fmt.Sprintf("table %s (%s) accepts only inserts, but the query written into it is updating (%s): "+
				"Flink rejects it at planning (\"%s\"). %s", name, what, why, rejection, fix),
			Related: related}, true
	}
	if conn == "filesystem" {
		if p := w.Options.Get("sink.parallelism"); p != nil {
			return analysis.Diagnostic{Pos: p.Pos, End: p.End,
				Message: fmt.Sprintf("'sink.parallelism' on filesystem table %s, whose input is not insert-only (%s): "+
					"Flink rejects it at planning (\"filesystem sink doesn't support setting parallelism ... when the input "+
					"stream is not INSERT only\"). Remove 'sink.parallelism'", name, why),
				Related: related}, true
		}
	}
	return d, false
}

type posRange struct{ pos, end token.Pos }

// updatingInput says why a query flow produces update changes, which kinds
// of change Flink's message will name, and where.
func updatingInput(q *model.QueryFlow) (why, kinds string, at posRange, ok bool) {
	for _, p := range q.Parts {
		var why string
		switch {
		case p.Query.Aggregates:
			why, kinds = "a non-windowed GROUP BY, DISTINCT or global aggregate", "update"
		case p.Query.OuterJoin:
			why, kinds = "a regular LEFT/RIGHT/FULL OUTER JOIN", "update and delete"
		default:
			continue
		}
		pos, end := p.Unit.Range(p.Query.Span)
		if p.View != "" {
			why += fmt.Sprintf(" in view %q", p.View)
		}
		return why, kinds, posRange{pos, end}, true
	}
	if q.Windowed() {
		return "", "", posRange{}, false
	}
	for _, t := range q.Tables {
		if reason, ok := changelogSource(t.Options); ok {
			return fmt.Sprintf("source table %q is a changelog (%s)", t.Name, reason), "update and delete", posRange{t.Pos, t.End}, true
		}
	}
	return "", "", posRange{}, false
}

// changelogSource reports whether a table read as a source produces
// updates: upsert-kafka, or a connector whose format decides with a
// changelog format.
func changelogSource(opts model.Options) (string, bool) {
	conn, ok := optKnown(opts, "connector")
	if !ok {
		return "", false
	}
	if conn == "upsert-kafka" {
		return "'connector' = 'upsert-kafka'", true
	}
	if flink.SinkChangelogOf(conn) != flink.FormatDecides {
		return "", false
	}
	f, ok := sinkFormat(opts)
	if !ok {
		return "", false
	}
	if insertOnly, known := flink.FormatIsInsertOnly(f.Value); known && !insertOnly {
		return fmt.Sprintf("'%s' = '%s'", f.Key, f.Value), true
	}
	return "", false
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
