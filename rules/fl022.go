package rules

import (
	"fmt"
	"go/token"
	"strings"
	"time"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
)

// FL022 flags a streaming file sink in a job that runs without
// checkpointing: its part files are never finalized.
var FL022 = newRule(fl022Doc, runFL022, model.Analyzer, model.TableFactsAnalyzer, model.WritesAnalyzer, semantics.Analyzer)

var fl022Doc = Doc{
	ID:           "FL022",
	Name:         "file-sink-without-checkpointing",
	Summary:      "a streaming filesystem sink or FileSink in a job without checkpointing never finalizes its files",
	DefaultLevel: finding.Warning,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "filesystem", "checkpointing", "data-loss"},
	Explanation: `
Flink's file sinks finalize part files only on successful checkpoints: "If checkpointing is disabled, part
files will forever stay in the ` + "`in-progress`" + ` or the ` + "`pending`" + ` state" (Flink docs, DataStream
FileSystem connector). The SQL / Table API ` + "`filesystem`" + ` sink is built on the same writer (bulk formats roll
only on checkpoints); partition commit and ` + "`auto-compaction`" + ` are checkpoint-driven too. Readers never
see the data.

Flink checkpoints only when ` + "`execution.checkpointing.interval`" + ` is set. flinklint looks for it

- in the job: SQL ` + "`SET 'execution.checkpointing.interval' = '...'`" + `, PyFlink ` + "`get_config().set(...)`" + `,
  ` + "`Configuration`" + `, ` + "`env.enable_checkpointing(ms)`" + `,
  ` + "`env.get_checkpoint_config().set_checkpoint_interval(ms)`" + `, also inside helper functions the job calls;
- in the linked deployment: AWS Managed Service for Apache Flink checkpoints by default
  (` + "`CheckpointConfiguration`" + ` absent or ` + "`ConfigurationType: DEFAULT`" + `; off only with ` + "`CUSTOM`" + ` and
  ` + "`CheckpointingEnabled: false`" + `); the Kubernetes operator and flink config files checkpoint only with
  ` + "`execution.checkpointing.interval`" + ` in ` + "`flinkConfiguration`" + ` / the config file;
- with no deployment linked, a job that reads the runtime properties AWS Managed Flink gives its applications
  (PyFlink: it opens ` + "`/etc/flink/application_properties.json`" + `; Java: it calls
  ` + "`KinesisAnalyticsRuntime.getApplicationProperties()`" + ` or its Maven module depends on
  ` + "`aws-kinesisanalytics-runtime`" + `) is written for that service and checkpoints by its default.

It reports every table a streaming job writes with ` + "`'connector' = 'filesystem'`" + ` and every PyFlink
DataStream ` + "`FileSink`" + ` / ` + "`StreamingFileSink`" + ` whose input may never end: a source the job declares
with a connector that is not bounded (` + "`kafka`" + ` without ` + "`scan.bounded.mode`" + `, ` + "`datagen`" + ` without
` + "`number-of-rows`" + `, a ` + "`filesystem`" + ` source with ` + "`source.monitor-interval`" + `, CDC ...). Writes
whose input ends (` + "`INSERT ... VALUES`" + `, bounded sources) are skipped: at the end of input the sink
commits its files anyway. So are writes a script runs in batch mode (the session's runtime mode at the
INSERT, as the script's SETs leave it), and writes whose sources flinklint cannot see (a table declared in another
script or in a catalog, a name filled in from a shell variable such as ` + "`$TABLE1`" + `, a table declared
without a connector): a table it cannot see is not known to be unbounded. A table the job only declares,
with nothing in the job seen writing into it, is not reported (what writes into it, and from what, is not
seen), nor is a Python test file (` + "`test_*.py`" + `, under ` + "`tests/`" + `): its harness sets up the environment.
A PyFlink job that calls ` + "`enable_checkpointing`" + ` or ` + "`set_checkpoint_interval`" + ` in a way flinklint
cannot follow (on a receiver it does not resolve) is skipped as well; other checkpoint settings
(timeout, mode, ...) do not turn checkpointing on.
`,
	Levels: `
- ` + "`error`" + `: a linked deployment is known to run without checkpointing, or the job sets an interval below
  10 ms (not on AWS Managed Flink under ` + "`CheckpointConfiguration`" + ` DEFAULT, where the service checkpoints
  whatever the code sets): ` + "`enable_checkpointing`" + ` / ` + "`set_checkpoint_interval`" + ` throw
  ` + "`IllegalArgumentException`" + ` ("Checkpoint interval must be larger than or equal to 10 ms") and the job
  does not start; a configured ` + "`execution.checkpointing.interval`" + ` under 10 ms, read as it stands, turns
  periodic checkpointing off, so the files are never finalized (applied through ` + "`CheckpointConfig.configure`" + `,
  it is rejected like the call).
- ` + "`warning`" + `: no deployment is linked and the job does not enable checkpointing (unless your deployment enables it).
- ` + "`note`" + `: the table is written by functions or methods of a file that neither the file itself nor any entry
  point of the repository is seen to call (a module of a job flinklint does not see): whether that job
  checkpoints is not known.
- no finding: the job or every linked deployment enables checkpointing, or it cannot be told.
`,
	Examples: []Example{
		{Path: "job.sql", Lang: "sql", Code: `CREATE TABLE s3_sink (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/',
  'format' = 'json'
);
CREATE TABLE kafka_events (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'events',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 's3-sink',
  'format' = 'json'
);
INSERT INTO s3_sink SELECT id FROM kafka_events;`},
		{Path: "k8s/deployment.yaml", Lang: "yaml", Code: `apiVersion: flink.apache.org/v1beta1
kind: FlinkDeployment
metadata:
  name: s3-sink
spec:
  flinkVersion: v1_20
  flinkConfiguration:
    taskmanager.numberOfTaskSlots: "2"
  job:
    jarURI: local:///opt/flink/opt/flink-python-1.20.0.jar
    args: ["-py", "/opt/flink/usrlib/job.py"]`},
	},
	Fix: `
Enable checkpointing: ` + "`SET 'execution.checkpointing.interval' = '60 s';`" + ` in SQL,
` + "`env.enable_checkpointing(60000)`" + ` or ` + "`t_env.get_config().set('execution.checkpointing.interval', '60 s')`" + `
in PyFlink, ` + "`execution.checkpointing.interval`" + ` in the operator's ` + "`flinkConfiguration`" + `, or on AWS leave
` + "`CheckpointConfiguration`" + ` at ` + "`DEFAULT`" + ` (or ` + "`CheckpointingEnabled: true`" + `).
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/connectors/datastream/filesystem/",
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/connectors/table/filesystem/",
		"https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/aws-properties-kinesisanalyticsv2-application-checkpointconfiguration.html",
	},
	Sources: []string{
		"apache/flink flink-runtime CheckpointCoordinatorConfiguration.MINIMAL_CHECKPOINT_TIME (10 ms): a shorter interval gives no periodic checkpoint",
		"apache/flink flink-streaming-java/src/main/java/org/apache/flink/streaming/api/environment/CheckpointConfig.java, setCheckpointInterval: IllegalArgumentException \"Checkpoint interval must be larger than or equal to 10 ms\" (the method behind enable_checkpointing); a configured interval is stored without that check (stored 1.19+ and 2.x versions read through the library's index)",
		"apache/flink flink-streaming-java StreamingJobGraphGenerator.configureCheckpointing / StreamGraph.createJobCheckpointingSettingsInternal: an interval below MINIMAL_CHECKPOINT_TIME becomes Long.MAX_VALUE / DISABLED_CHECKPOINT_INTERVAL, periodic checkpointing off (stored versions read through the library's index)",
		"apache/flink flink-connectors/flink-connector-files StreamingFileWriter / FileSink: part files are committed on checkpoints",
		"apache/flink-connector-hive HiveTableSink.java, createStreamSink: Hive streaming sinks use the same StreamingSink writer (a31f00eb)",
	},
}

const checkpointIntervalKey = "execution.checkpointing.interval"

func runFL022(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	res := pass.ResultOf[semantics.Analyzer].(*semantics.Result)
	seen := map[token.Pos]bool{}
	for _, job := range m.Jobs {
		if job.Entry != nil && job.Entry.Kind == model.PythonFile && model.IsTestFile(job.Entry.Path) {
			// A test runs under its harness (PyFlink's own test cases
			// set up the environment), whose checkpointing is not seen.
			continue
		}
		streaming := isStreaming(job)
		sem := res.Job(job)
		var sinks []fileSinkAt
		tf := jobFacts(pass, job)
		for _, t := range sinkTargets(job, tf, jobWrites(pass, job)) {
			kind := fileWriterKind(t.Options)
			if kind == "" || !writesStreaming(sem, t.Writes, streaming) || !mayNotEnd(job, tf, t.Writes) {
				continue
			}
			c := t.Options.Get("connector")
			sinks = append(sinks, fileSinkAt{pos: c.Pos, end: c.End, what: kind + " table " + tableName(t.Table)})
		}
		if f := job.Entry; streaming && f != nil && f.Python != nil && !f.Python.BoundedInputOnly() {
			for _, fs := range f.Python.FileSinks {
				sinks = append(sinks, fileSinkAt{pos: f.Pos(fs.Span.Start), end: f.Pos(fs.Span.End), what: "FileSink"})
			}
		}
		if len(sinks) == 0 {
			continue
		}
		level, why, related, ok := checkpointingOff(m, job)
		if !ok {
			continue
		}
		for _, s := range sinks {
			if seen[s.pos] {
				continue
			}
			seen[s.pos] = true
			m.Report(pass, level, analysis.Diagnostic{Pos: s.pos, End: s.end,
				Message: fmt.Sprintf("streaming %s, but %s: part files are finalized only on checkpoints and stay "+
					"in-progress/pending forever. Set '%s' (e.g. '60 s') in the job or the deployment",
					s.what, why, checkpointIntervalKey),
				Related: related})
		}
	}
	return nil, nil
}

// awsKeepsCheckpointing reports whether a linked AWS Managed Flink
// application checkpoints under the service's defaults
// (CheckpointConfiguration DEFAULT, or none): the service applies them
// over the code's settings.
func awsKeepsCheckpointing(job *model.Job) bool {
	for _, l := range job.Deployments {
		d := l.Deployment
		if isAWSKind(d.Kind) && d.Checkpointing.Enabled.Value == deploy.Yes && !d.Checkpointing.Enabled.Set && !d.Checkpointing.Enabled.Hole {
			return true
		}
	}
	return false
}

// buildsForAWS reports whether the Maven module of a JVM job depends on
// the AWS Managed Flink runtime library: its jar is built to run there.
func buildsForAWS(m *model.Model, job *model.Job) bool {
	b := m.BuildOf(job.Entry)
	return b != nil && b.Build.AWSRuntime
}

type fileSinkAt struct {
	pos, end token.Pos
	what     string
}

// checkpointingOff decides whether the job runs without checkpointing:
// its own setting wins, then the linked deployments.
func checkpointingOff(m *model.Model, job *model.Job) (finding.Level, string, []analysis.RelatedInformation, bool) {
	if s := jobSetting(job, checkpointIntervalKey); s != nil {
		if s.Hole {
			return "", "", nil, false
		}
		d, err := flink.ParseDuration(s.Value, jobFlinkVersion(m, job))
		if err != nil || d >= 10*time.Millisecond {
			return "", "", nil, false
		}
		if awsKeepsCheckpointing(job) {
			// The service's CheckpointConfiguration DEFAULT checkpoints
			// whatever the code sets.
			return "", "", nil, false
		}
		if s.API == "enable_checkpointing" || s.API == "get_checkpoint_config().set_checkpoint_interval" {
			return finding.Error, fmt.Sprintf("the job calls %s with %s, which throws IllegalArgumentException "+
					"(\"Checkpoint interval must be larger than or equal to 10 ms\"), so the job does not start; and with "+
					"no valid interval", s.API, s.Value),
				[]analysis.RelatedInformation{{Pos: s.Pos, End: s.End, Message: "an interval Flink rejects"}}, true
		}
		return finding.Error, fmt.Sprintf("the job sets '%s' = '%s': a configured interval below 10 ms turns periodic "+
				"checkpointing off (the job graph gets no checkpoint interval), so the job runs without checkpoints "+
				"(where Flink applies it through CheckpointConfig.configure, it rejects it instead)",
				checkpointIntervalKey, s.Value),
			[]analysis.RelatedInformation{{Pos: s.Pos, End: s.End, Message: "no checkpointing with this interval"}}, true
	}
	if job.ConfiguresCheckpointingInPython() {
		return "", "", nil, false
	}
	if len(job.Deployments) == 0 && (job.ReadsAWSRuntimeProperties() || buildsForAWS(m, job)) {
		// Written for AWS Managed Flink (it reads the service's runtime
		// properties), whose applications checkpoint by default; the
		// application's CheckpointConfiguration is not in the repository.
		return "", "", nil, false
	}
	if len(job.Deployments) == 0 && strings.HasSuffix(job.Name, model.UnreachedSuffix) {
		// Functions and classes of a module no entry point of the
		// repository is seen to call: they run in a job whose settings
		// are not known here.
		return finding.Note, "no entry point of the repository is seen to run this code (its file never calls it, and " +
			"no job reaches it), so whether the job that runs it enables checkpointing is not known here", nil, true
	}
	if len(job.Deployments) == 0 {
		return finding.Warning, "the job does not enable checkpointing and no deployment config is linked to it " +
			"(unless your deployment enables checkpointing)", nil, true
	}
	var off []*model.Deployment
	for _, l := range job.Deployments {
		e := l.Deployment.Checkpointing.Enabled
		if e.Hole || e.Value != deploy.No {
			return "", "", nil, false
		}
		off = append(off, l.Deployment)
	}
	var related []analysis.RelatedInformation
	for _, d := range off {
		pos, end := depFactRange(m, d, d.Checkpointing.Enabled)
		related = append(related, analysis.RelatedInformation{Pos: pos, End: end,
			Message: fmt.Sprintf("deployment %q runs without checkpointing", depName(d))})
	}
	return finding.Error, fmt.Sprintf("neither the job nor deployment %q enables checkpointing", depName(off[0])), related, true
}

// mayNotEnd reports whether some write may read an input that never ends,
// as far as flinklint sees: a source it sees and knows to be unbounded.
// INSERT ... VALUES ends; an input it cannot see (a table declared in
// another script or a catalog, a name from a shell variable, a table
// declared without a connector) is not known to be unbounded, so it counts
// for nothing. A target without writes the job is seen making says nothing
// either: what writes into it, from what, is not seen.
func mayNotEnd(job *model.Job, tf *model.TableFacts, ws []*model.Write) bool {
	for _, w := range ws {
		switch {
		case w.Values:
		case w.Query != nil:
			if queryMayNotEnd(w.Query) {
				return true
			}
		case w.Sink != nil && w.Sink.TableAPI:
			if pythonInputsMayNotEnd(job, tf) {
				return true
			}
		default:
			return true
		}
	}
	return false
}

// pythonInputsMayNotEnd reports whether a PyFlink job has an input known
// not to end, for a Table API insert whose query flinklint does not see
// (tab.execute_insert("sink") of a table built in Python): a table the job
// declares and reads (by path, by descriptor, in a query) that is not a
// bounded source, a standalone query reading one, or a DataStream input
// (from_source, add_source ...) that does not end.
func pythonInputsMayNotEnd(job *model.Job, tf *model.TableFacts) bool {
	f := job.Entry
	if f == nil || f.Python == nil {
		return true
	}
	for _, in := range f.Python.StreamInputs {
		if !in.Bounded {
			return true
		}
	}
	for _, r := range tf.Reads {
		if sourceMayNotEnd(r.Options) {
			return true
		}
	}
	for _, q := range job.Queries() {
		if queryMayNotEnd(q) {
			return true
		}
	}
	return false
}

// queryMayNotEnd reports whether a query reads a table it sees that may
// not end. A query of constants only, `FROM (VALUES ...) T(a, b)`, ends;
// sources it does not see count for nothing.
func queryMayNotEnd(q *model.QueryFlow) bool {
	for _, t := range q.Tables {
		if sourceMayNotEnd(t.Options) {
			return true
		}
	}
	return false
}

// sourceMayNotEnd reports whether a declared table read as a source may
// never end: its connector is known and it is not bounded. Bounded are
// filesystem without 'source.monitor-interval', datagen with
// 'number-of-rows', kafka with a bounded mode, jdbc (a one-time scan). A
// table without a known connector (declared without WITH, for a catalog
// that needs none, or with the connector in a variable) is not known.
func sourceMayNotEnd(opts model.Options) bool {
	conn, ok := optKnown(opts, "connector")
	if !ok {
		return false
	}
	switch conn {
	case "filesystem":
		return opts.Get("source.monitor-interval") != nil
	case "datagen":
		_, ok := optKnown(opts, "number-of-rows")
		return !ok
	case "kafka":
		v, ok := optKnown(opts, "scan.bounded.mode")
		return !ok || v == "unbounded"
	case "jdbc":
		return false
	}
	return true
}
