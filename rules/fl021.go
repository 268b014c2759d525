package rules

import (
	"fmt"
	"regexp"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
)

// FL021 flags the partition-time commit trigger where it cannot work: no
// watermark on the sources, or a partition time that cannot be extracted.
var FL021 = newRule(fl021Doc, runFL021, model.Analyzer, model.TableFactsAnalyzer, model.WritesAnalyzer, semantics.Analyzer)

var fl021Doc = Doc{
	ID:           "FL021",
	Name:         "partition-time-trigger-without-watermark",
	Summary:      "'sink.partition-commit.trigger' = 'partition-time' without a watermark on the sources or without an extractable partition time",
	DefaultLevel: finding.Note,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "filesystem", "partition-commit", "watermark"},
	Explanation: `
With ` + "`'sink.partition-commit.trigger' = 'partition-time'`" + ` a streaming ` + "`filesystem`" + ` sink commits a partition
when the **watermark** passes the time extracted from the partition values plus
` + "`'sink.partition-commit.delay'`" + ` (Flink docs, "Partition Commit"). Two things have to hold:

1. **The input has watermarks.** flinklint follows the INSERT's query (through views) to the tables it
   reads; when every one of them is declared in the job and none declares a ` + "`WATERMARK`" + ` (SQL) or
   ` + "`Schema.watermark(...)`" + ` (PyFlink), no watermark reaches the sink and, by the docs' description
   of the trigger, no partition is ever committed. This consequence is an inference from the docs that was
   not confirmed by a test (**UNVERIFIED** in flinklint's fact base), so this case is a ` + "`note`" + `.
2. **The partition time can be extracted.** The default extractor (` + "`DefaultPartTimeExtractor`" + `) takes,
   when ` + "`'partition.time-extractor.timestamp-pattern'`" + ` is not set, the **first** partition value and
   parses it as ` + "`yyyy-M-d[ H:m:s[.fraction]]`" + `; a numeric or boolean first partition column (` + "`year INT`" + `)
   can never match. With a pattern, each ` + "`$name`" + ` is replaced by the value of the partition column of that
   name; a ` + "`$name`" + ` that names no partition column stays in the text and the parse fails. Either way the
   commit trigger throws when it extracts the time, and the job fails at run time.

A query whose sources flinklint cannot see (a catalog table, a view built in Python) is not reported.
Batch writes are skipped: the trigger is a streaming feature. The runtime mode is the session's at each INSERT: one a script runs after ` + "`SET 'execution.runtime-mode' = 'batch'`" + ` is batch, one before it streaming, whatever mode the script ends in.
`,
	Levels: `
- ` + "`note`" + `: no source of the INSERT declares a watermark (rests on an UNVERIFIED inference).
- ` + "`warning`" + `: the partition time cannot be extracted (read from ` + "`DefaultPartTimeExtractor`" + `): the job fails at run time.- ` + "`note`" + `: whatever the case, when the job only declares the table (it has a sink-only option) and nothing in
  the job is seen writing into it: the query that writes may live in another file.
`,
	Examples: []Example{{Path: "job.sql", Lang: "sql", Code: `CREATE TABLE events (id STRING, ts TIMESTAMP(3)) WITH ('connector' = 'kafka', 'topic' = 'e',
  'properties.bootstrap.servers' = 'k:9092', 'properties.group.id' = 'g', 'format' = 'json');
CREATE TABLE s3_sink (id STRING, dt STRING, hr STRING) PARTITIONED BY (dt, hr) WITH (
  'connector' = 'filesystem', 'path' = 's3://bucket/out/', 'format' = 'json',
  'partition.time-extractor.timestamp-pattern' = '$dt $hr:00:00',
  'sink.partition-commit.trigger' = 'partition-time',
  'sink.partition-commit.policy.kind' = 'success-file'
);
INSERT INTO s3_sink SELECT id, DATE_FORMAT(ts, 'yyyy-MM-dd'), DATE_FORMAT(ts, 'HH') FROM events;`}},
	Fix: `
Declare a watermark on the source (` + "`WATERMARK FOR ts AS ts - INTERVAL '5' SECOND`" + `), or commit on processing
time (` + "`'sink.partition-commit.trigger' = 'process-time'`" + `, the default). Set
` + "`'partition.time-extractor.timestamp-pattern'`" + ` so that it names the partition columns, e.g.
` + "`'$year-$month-$day 00:00:00'`" + `, or a ` + "`'partition.time-extractor.timestamp-formatter'`" + ` that matches the values.
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/connectors/table/filesystem/#partition-commit-trigger",
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/connectors/table/filesystem/#partition-time-extractor",
	},
	Sources: []string{
		"apache/flink flink-connectors/flink-connector-files/src/main/java/org/apache/flink/connector/file/table/DefaultPartTimeExtractor.java, extract: without a pattern the first partition value, with one each '$' plus a partition key's name replaced by its value and nothing else; toLocalDateTimeDefault parses y-M-d[ H:m:s[.fraction]] or a date (release-1.20.4, release-2.2.1-rc2)",
		"apache/flink same directory, stream/PartitionTimeCommitPredicate.java: a partition is committable when the watermark is past its time plus 'sink.partition-commit.delay'; stream/PartitionCommitter.java starts currentWatermark at Long.MIN_VALUE and changes it only in processWatermark (release-2.2.1-rc2). This is read in the code; the no-watermark case was not confirmed by a test",
	},
}

const (
	triggerKey   = "sink.partition-commit.trigger"
	extractorKey = "partition.time-extractor.kind"
	patternKey   = "partition.time-extractor.timestamp-pattern"
	formatterKey = "partition.time-extractor.timestamp-formatter"
)

// patternVar is a $name reference of a timestamp pattern.
var patternVar = regexp.MustCompile(`\$([A-Za-z_][A-Za-z0-9_]*)`)

func runFL021(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	res := pass.ResultOf[semantics.Analyzer].(*semantics.Result)
	seen := map[string]bool{}
	for _, job := range m.Jobs {
		streaming := isStreaming(job)
		sem := res.Job(job)
		tf := jobFacts(pass, job)
		for _, t := range sinkTargets(job, tf, jobWrites(pass, job)) {
			if t.Table == nil || !isFilesystem(t.Options) || !partitionTimeTrigger(t.Options) || !writesStreaming(sem, t.Writes, streaming) {
				continue
			}
			part := tf.PartitionOf(job, t.Table)
			if part == nil || len(part.Keys) == 0 {
				continue
			}
			for _, r := range fl021Check(job, tf, t, part) {
				key := fmt.Sprint(r.d.Pos, r.d.Message)
				if !seen[key] {
					seen[key] = true
					if t.declaredOnly() {
						r.level, r.d.Message = finding.Note, r.d.Message+declaredOnlyNote
					}
					m.Report(pass, r.level, r.d)
				}
			}
		}
	}
	return nil, nil
}

type sinkFinding struct {
	d     analysis.Diagnostic
	level finding.Level
}

// partitionTimeTrigger reports whether the trigger option is partition-time.
func partitionTimeTrigger(opts model.Options) bool {
	v, ok := optKnown(opts, triggerKey)
	if !ok {
		return false
	}
	var values []string
	if spec, ok := flink.Connector("filesystem", flink.Version{}); ok {
		if o, ok := spec.Option(triggerKey); ok {
			values = o.EnumValues
		}
	}
	got, err := flink.ParseEnum(v, values)
	return err == nil && got == "partition-time"
}

func fl021Check(job *model.Job, tf *model.TableFacts, t *sinkTarget, part *model.Partitioning) []sinkFinding {
	var out []sinkFinding
	name := tableName(t.Table)
	trig := t.Options.Get(triggerKey)
	if d, ok := extractionProblem(t, part, name); ok {
		out = append(out, sinkFinding{d, finding.Warning})
	}
	for _, w := range t.Writes {
		srcs, ok := unwatermarkedSources(job, tf, w)
		if !ok {
			continue
		}
		d := analysis.Diagnostic{Pos: trig.Pos, End: trig.End,
			Message: fmt.Sprintf("'%s' = 'partition-time' on filesystem table %s, but no table the INSERT reads (%s) "+
				"declares a WATERMARK: the trigger commits when the watermark passes the partition time, so partitions "+
				"are likely never committed (inferred from the docs, not verified). Declare a WATERMARK on the source "+
				"or use 'process-time'", triggerKey, name, strings.Join(srcs, ", ")),
			Related: []analysis.RelatedInformation{{Pos: w.Pos, End: w.End, Message: "the write whose sources have no watermark"}}}
		out = append(out, sinkFinding{d, finding.Note})
		break
	}
	return out
}

// unwatermarkedSources returns the names of the tables a write reads when
// flinklint sees all of them and none declares a watermark.
func unwatermarkedSources(job *model.Job, tf *model.TableFacts, w *model.Write) ([]string, bool) {
	q := w.Query
	if q == nil || q.Unresolved || len(q.Tables) == 0 {
		return nil, false
	}
	var names []string
	for _, src := range q.Tables {
		has, known := tf.HasWatermark(job, src)
		if !known || has {
			return nil, false
		}
		names = append(names, src.Name)
	}
	return names, true
}

// extractionProblem finds a partition time the default extractor can never
// parse (DefaultPartTimeExtractor.extract).
func extractionProblem(t *sinkTarget, part *model.Partitioning, name string) (analysis.Diagnostic, bool) {
	if kind := t.Options.Get(extractorKey); kind != nil && (kind.Hole || kind.Value != "default") {
		return analysis.Diagnostic{}, false
	}
	formatter := t.Options.Get(formatterKey)
	if formatter != nil && formatter.Hole {
		return analysis.Diagnostic{}, false
	}
	pattern := t.Options.Get(patternKey)
	if pattern == nil {
		if formatter != nil || !neverDateText(part.Types[0]) {
			return analysis.Diagnostic{}, false
		}
		return analysis.Diagnostic{Pos: part.Pos, End: part.End,
			Message: fmt.Sprintf("partition-time commit on filesystem table %s reads the partition time from the first "+
				"partition column %s (%s) as 'yyyy-MM-dd[ HH:mm:ss]', which such a value never matches: the commit fails "+
				"at run time. Set '%s' (e.g. '$%s-$month-$day 00:00:00' naming your partition columns)",
				name, part.Keys[0], part.Types[0], patternKey, part.Keys[0])}, true
	}
	if pattern.Hole || (formatter != nil && strings.Contains(formatter.Value, "$")) {
		return analysis.Diagnostic{}, false
	}
	for _, mt := range patternVar.FindAllStringSubmatch(pattern.Value, -1) {
		if !prefixedByKey(mt[1], part.Keys) {
			return analysis.Diagnostic{Pos: pattern.Pos, End: pattern.End,
				Message: fmt.Sprintf("'%s' = '%s' on filesystem table %s uses $%s, which is no partition column (%s): "+
					"it stays in the text and the partition time cannot be parsed, so the commit fails at run time. "+
					"Use the partition column names", patternKey, pattern.Value, name, mt[1], strings.Join(part.Keys, ", "))}, true
		}
	}
	return analysis.Diagnostic{}, false
}

// prefixedByKey reports whether some partition key replaces $name: Flink
// replaces "$"+key with replaceAll, so a key that is a prefix of name
// matches too.
func prefixedByKey(name string, keys []string) bool {
	for _, k := range keys {
		if strings.HasPrefix(name, k) {
			return true
		}
	}
	return false
}

// neverDateText reports whether values of a SQL type never render as
// "yyyy-M-d...": numeric and boolean types.
func neverDateText(typ string) bool {
	t := strings.ToUpper(strings.TrimSpace(typ))
	if i := strings.IndexAny(t, "( "); i >= 0 {
		t = t[:i]
	}
	switch t {
	case "TINYINT", "SMALLINT", "INT", "INTEGER", "BIGINT", "BOOLEAN", "DECIMAL", "DEC", "NUMERIC", "FLOAT", "DOUBLE", "REAL":
		return true
	}
	return false
}
