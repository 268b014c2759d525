package rules

import (
	"fmt"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
)

// FL026 flags an exactly-once Kafka sink in a streaming job known to run
// without checkpointing: its transactions are committed only on
// checkpoints.
var FL026 = newRule(fl026Doc, runFL026, model.Analyzer, model.TableFactsAnalyzer, model.WritesAnalyzer)

var fl026Doc = Doc{
	ID:           "FL026",
	Name:         "kafka-exactly-once-without-checkpointing",
	Summary:      "an exactly-once Kafka sink in a streaming job known to run without checkpointing never commits what it writes",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "kafka", "checkpointing", "data-loss"},
	Explanation: `
An exactly-once Kafka sink (DataStream ` + "`KafkaSink`" + ` with ` + "`DeliveryGuarantee.EXACTLY_ONCE`" + `, a ` + "`kafka`" + ` or
` + "`upsert-kafka`" + ` table with ` + "`'sink.delivery-guarantee' = 'exactly-once'`" + ` or the deprecated
` + "`'sink.semantic' = 'exactly-once'`" + `) writes every record inside a Kafka transaction. The writer pre-commits the
transaction when a checkpoint is taken (or at the end of a bounded input) and the committer commits it when the
checkpoint completes; the next transaction starts with the next checkpoint. A streaming job that never
checkpoints keeps writing into the one transaction it opened at start: nothing is ever committed, consumers
that read committed data (` + "`isolation.level=read_committed`" + `)
never see a record, and the broker aborts the open transaction once ` + "`transaction.timeout.ms`" + ` passes
(its records are then discarded for them for good).

flinklint reports it only when the job's checkpointing is known to be off, as FL022 decides it: the job sets an
interval below 10 ms, or every deployment linked to it runs without checkpointing (a Kubernetes operator
resource or Flink configuration without ` + "`execution.checkpointing.interval`" + `, an AWS application with
` + "`CheckpointingEnabled: false`" + `, a ` + "`flink run -Dexecution.checkpointing.interval=0`" + `). A job with no
deployment linked, one whose checkpointing is not known, a batch job and a job whose inputs all end are not
reported.
`,
	Examples: []Example{
		{Path: "job.sql", Lang: "sql", Code: `CREATE TABLE clicks (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'clicks',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'g',
  'format' = 'json'
);
CREATE TABLE clicks_out (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'clicks-out',
  'properties.bootstrap.servers' = 'kafka:9092',
  'format' = 'json',
  'sink.delivery-guarantee' = 'exactly-once',
  'sink.transactional-id-prefix' = 'clicks-out'
);
INSERT INTO clicks_out SELECT id FROM clicks;`},
		{Path: "k8s/deployment.yaml", Lang: "yaml", Code: `apiVersion: flink.apache.org/v1beta1
kind: FlinkDeployment
metadata:
  name: clicks
spec:
  flinkVersion: v1_20
  flinkConfiguration:
    taskmanager.numberOfTaskSlots: "2"
  job:
    jarURI: local:///opt/flink/usrlib/sql-runner.jar
    args: ["/opt/flink/usrlib/job.sql"]`},
	},
	Fix: `
Enable checkpointing (` + "`execution.checkpointing.interval`" + ` in the job or its deployment, ` + "`env.enableCheckpointing(60000)`" + `),
or use ` + "`AT_LEAST_ONCE`" + ` / ` + "`'sink.delivery-guarantee' = 'at-least-once'`" + ` if the job is meant to run without checkpoints.
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/connectors/datastream/kafka/#fault-tolerance",
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/connectors/table/kafka/#consistency-guarantees",
	},
	Sources: []string{
		"apache/flink-connector-kafka flink-connector-kafka/src/main/java/org/apache/flink/connector/kafka/sink/ExactlyOnceKafkaWriter.java: initialize() begins a transaction, prepareCommit() pre-commits it and snapshotState(checkpointId) starts the next (the writer operator calls them at checkpoints and at the end of input); the committer commits after the checkpoint completes",
		"apache/flink-connector-kafka KafkaSinkBuilder.setDeliveryGuarantee / KafkaConnectorOptions 'sink.delivery-guarantee': EXACTLY_ONCE writes in Kafka transactions committed on checkpoints (docs: \"records are committed ... on checkpoint\")",
		"flink-facts §5.1: exactly-once needs checkpointing",
	},
}

func runFL026(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	seen := map[token.Pos]bool{}
	for _, job := range m.Jobs {
		if !isStreaming(job) || (job.Entry != nil && job.Entry.Kind == model.PythonFile && model.IsTestFile(job.Entry.Path)) {
			continue
		}
		var sinks []fileSinkAt
		tf := jobFacts(pass, job)
		for _, t := range sinkTargets(job, tf, jobWrites(pass, job)) {
			g := exactlyOnceKafka(t.Options)
			if g == nil || t.declaredOnly() || !mayNotEnd(job, tf, t.Writes) {
				continue
			}
			sinks = append(sinks, fileSinkAt{pos: g.Pos, end: g.End, what: "exactly-once Kafka table " + tableName(t.Table)})
		}
		if f := job.Entry; f != nil && f.JVM != nil && f.Python != nil && !f.Python.BoundedInputOnly() {
			for _, ks := range f.Python.KafkaSinks {
				if ks.ExactlyOnce {
					sinks = append(sinks, fileSinkAt{pos: f.Pos(ks.Guarantee.Start), end: f.Pos(ks.Guarantee.End), what: "KafkaSink with DeliveryGuarantee.EXACTLY_ONCE"})
				}
			}
		}
		if len(sinks) == 0 {
			continue
		}
		level, why, related, ok := checkpointingOff(m, job)
		if !ok || level != finding.Error {
			continue // off is not known: no deployment linked, or not seen
		}
		for _, s := range sinks {
			if seen[s.pos] {
				continue
			}
			seen[s.pos] = true
			m.Report(pass, finding.Error, analysis.Diagnostic{Pos: s.pos, End: s.end,
				Message: fmt.Sprintf("streaming %s, but %s: its Kafka transactions are committed only on checkpoints, so nothing it "+
					"writes is ever committed (read-committed consumers see no record, and the broker aborts the transaction after "+
					"transaction.timeout.ms). Enable checkpointing ('%s'), or use at-least-once delivery",
					s.what, why, checkpointIntervalKey),
				Related: related})
		}
	}
	return nil, nil
}

// exactlyOnceKafka returns the option that makes a kafka or upsert-kafka
// table's sink exactly-once: 'sink.semantic' (kafka only; it wins when
// set) or 'sink.delivery-guarantee'; nil when the sink is not known to be
// exactly-once.
func exactlyOnceKafka(opts model.Options) *model.Option {
	c := opts.Get("connector")
	if c == nil || c.Hole {
		return nil
	}
	conn := strings.ToLower(strings.TrimSpace(c.Value))
	if conn != "kafka" && conn != "upsert-kafka" {
		return nil
	}
	if s := opts.Get("sink.semantic"); s != nil && conn == "kafka" {
		if !s.Hole && strings.EqualFold(strings.TrimSpace(s.Value), "exactly-once") {
			return s
		}
		return nil
	}
	if g := opts.Get("sink.delivery-guarantee"); g != nil && !g.Hole && strings.EqualFold(strings.TrimSpace(g.Value), "exactly-once") {
		return g
	}
	return nil
}
