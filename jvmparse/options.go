package jvmparse

import (
	"strings"

	"github.com/flinklint/flinklint/pyparse"
)

// configOptions maps the ConfigOption constants jobs pass to
// Configuration.set, TableConfig.set and TableDescriptor.option to their
// keys. Sources: apache/flink release-1.20 and release-2.0,
// flink-core .../configuration/{CheckpointingOptions, CoreOptions,
// ExecutionOptions, PipelineOptions}.java,
// flink-streaming-java .../environment/ExecutionCheckpointingOptions.java
// (1.x), flink-table-api-java .../config/{ExecutionConfigOptions,
// TableConfigOptions}.java, flink-connector-files
// .../file/table/FileSystemConnectorOptions.java,
// flink-table-common .../factories/FactoryUtil.java, and
// flink-connector-kafka .../table/KafkaConnectorOptions.java. A constant
// not listed leaves its key unknown: the setting is then not read.
var configOptions = map[string]string{
	"CheckpointingOptions.CHECKPOINTING_INTERVAL":                      "execution.checkpointing.interval",
	"ExecutionCheckpointingOptions.CHECKPOINTING_INTERVAL":             "execution.checkpointing.interval",
	"CheckpointingOptions.CHECKPOINTING_CONSISTENCY_MODE":              "execution.checkpointing.mode",
	"ExecutionCheckpointingOptions.CHECKPOINTING_MODE":                 "execution.checkpointing.mode",
	"CheckpointingOptions.CHECKPOINTING_TIMEOUT":                       "execution.checkpointing.timeout",
	"ExecutionCheckpointingOptions.CHECKPOINTING_TIMEOUT":              "execution.checkpointing.timeout",
	"ExecutionOptions.RUNTIME_MODE":                                    "execution.runtime-mode",
	"CoreOptions.DEFAULT_PARALLELISM":                                  "parallelism.default",
	"PipelineOptions.NAME":                                             "pipeline.name",
	"PipelineOptions.MAX_PARALLELISM":                                  "pipeline.max-parallelism",
	"PipelineOptions.JARS":                                             "pipeline.jars",
	"TableConfigOptions.LOCAL_TIME_ZONE":                               "table.local-time-zone",
	"ExecutionConfigOptions.TABLE_EXEC_RESOURCE_DEFAULT_PARALLELISM":   "table.exec.resource.default-parallelism",
	"ExecutionConfigOptions.TABLE_EXEC_MINIBATCH_ENABLED":              "table.exec.mini-batch.enabled",
	"ExecutionConfigOptions.TABLE_EXEC_SOURCE_IDLE_TIMEOUT":            "table.exec.source.idle-timeout",
	"ExecutionConfigOptions.IDLE_STATE_RETENTION":                      "table.exec.state.ttl",
	"FileSystemConnectorOptions.PATH":                                  "path",
	"FileSystemConnectorOptions.AUTO_COMPACTION":                       "auto-compaction",
	"FileSystemConnectorOptions.COMPACTION_FILE_SIZE":                  "compaction.file-size",
	"FileSystemConnectorOptions.SINK_ROLLING_POLICY_FILE_SIZE":         "sink.rolling-policy.file-size",
	"FileSystemConnectorOptions.SINK_ROLLING_POLICY_ROLLOVER_INTERVAL": "sink.rolling-policy.rollover-interval",
	"FileSystemConnectorOptions.SINK_ROLLING_POLICY_CHECK_INTERVAL":    "sink.rolling-policy.check-interval",
	"FileSystemConnectorOptions.SINK_PARTITION_COMMIT_TRIGGER":         "sink.partition-commit.trigger",
	"FileSystemConnectorOptions.SINK_PARTITION_COMMIT_DELAY":           "sink.partition-commit.delay",
	"FileSystemConnectorOptions.SINK_PARTITION_COMMIT_POLICY_KIND":     "sink.partition-commit.policy.kind",
	"FileSystemConnectorOptions.SOURCE_MONITOR_INTERVAL":               "source.monitor-interval",
	"FactoryUtil.CONNECTOR":                                            "connector",
	"FactoryUtil.FORMAT":                                               "format",
	"FactoryUtil.SINK_PARALLELISM":                                     "sink.parallelism",
	"KafkaConnectorOptions.TOPIC":                                      "topic",
	"KafkaConnectorOptions.PROPS_BOOTSTRAP_SERVERS":                    "properties.bootstrap.servers",
	"KafkaConnectorOptions.PROPS_GROUP_ID":                             "properties.group.id",
	"KafkaConnectorOptions.SCAN_STARTUP_MODE":                          "scan.startup.mode",
	"KafkaConnectorOptions.DELIVERY_GUARANTEE":                         "sink.delivery-guarantee",
	"KafkaConnectorOptions.TRANSACTIONAL_ID_PREFIX":                    "sink.transactional-id-prefix",
}

// configOptionKey returns the key of Class.CONSTANT.
func configOptionKey(class, constant string) (string, bool) {
	k, ok := configOptions[class+"."+constant]
	return k, ok
}

// Removal is what Flink 2.0 did with a JVM class or package.
type Removal struct {
	Name    string // the class or API as a job names it
	Why     string // what went
	Instead string // what to use
}

const (
	whySourceSink = "SourceFunction, SinkFunction and Sink V1 left the public API; what is left of them is internal, in legacy packages"
	useSource     = "Use a FLIP-27 Source with env.fromSource(...)."
	useSink       = "Use a Sink V2 with stream.sinkTo(...)."
)

// RemovedAPIs are the JVM classes of Flink's DataStream and DataSet APIs,
// and of the Kafka connector, that Flink 2.0 and the connector releases
// for it removed, by qualified name. Sources: the Flink 2.0 release notes
// ("The following sets of APIs have been completely removed": the DataSet
// API, the Scala DataStream and DataSet API, SourceFunction, SinkFunction
// and Sink V1), flink-streaming-java 2.0's javadoc (StreamingFileSink in
// sink.filesystem.legacy), flink-connector-kafka 4.0.0 (no
// FlinkKafkaConsumer or FlinkKafkaProducer).
var RemovedAPIs = map[string]Removal{
	"org.apache.flink.api.java.ExecutionEnvironment":                             {"ExecutionEnvironment (DataSet API)", "the DataSet API is gone", "Use the DataStream API or the Table API/SQL."},
	"org.apache.flink.api.java.DataSet":                                          {"DataSet (DataSet API)", "the DataSet API is gone", "Use the DataStream API or the Table API/SQL."},
	"org.apache.flink.streaming.api.functions.source.SourceFunction":             {"SourceFunction", whySourceSink, useSource},
	"org.apache.flink.streaming.api.functions.source.RichSourceFunction":         {"RichSourceFunction", whySourceSink, useSource},
	"org.apache.flink.streaming.api.functions.source.ParallelSourceFunction":     {"ParallelSourceFunction", whySourceSink, useSource},
	"org.apache.flink.streaming.api.functions.source.RichParallelSourceFunction": {"RichParallelSourceFunction", whySourceSink, useSource},
	"org.apache.flink.streaming.api.functions.sink.SinkFunction":                 {"SinkFunction", whySourceSink, useSink},
	"org.apache.flink.streaming.api.functions.sink.RichSinkFunction":             {"RichSinkFunction", whySourceSink, useSink},
	"org.apache.flink.streaming.api.functions.sink.filesystem.StreamingFileSink": {"StreamingFileSink", "the SinkFunction-based file sink moved to an internal legacy package", "Use FileSink with stream.sinkTo(...)."},
	"org.apache.flink.streaming.connectors.kafka.FlinkKafkaConsumer":             {"FlinkKafkaConsumer", "flink-connector-kafka 4.0.0, the release for Flink 2.0, dropped it with SourceFunction", "Use KafkaSource with env.fromSource(...)."},
	"org.apache.flink.streaming.connectors.kafka.FlinkKafkaProducer":             {"FlinkKafkaProducer", "flink-connector-kafka 4.0.0, the release for Flink 2.0, dropped it with SinkFunction", "Use KafkaSink with stream.sinkTo(...)."},
}

// removedPackages are packages Flink 2.0 removed whole: any import from
// them.
var removedPackages = map[string]Removal{
	"org.apache.flink.streaming.api.scala": {"the Scala DataStream API", "the Scala DataStream and DataSet APIs are gone", "Use the Java DataStream API (from Scala too)."},
	"org.apache.flink.api.scala":           {"the Scala DataSet API", "the Scala DataStream and DataSet APIs are gone", "Use the Java DataStream API or the Table API/SQL."},
}

// removedUses records the imports of removed classes and packages (the
// import is where a job names them).
func (x *extractor) removedUses() {
	f := x.main
	for _, n := range f.root.nkids {
		if n.kind != "import_declaration" {
			continue
		}
		q := f.text(n)
		q = strings.TrimSuffix(strings.TrimSpace(strings.TrimPrefix(q, "import")), ";")
		q = strings.Join(strings.Fields(q), "")
		if strings.HasPrefix(q, "static") {
			continue
		}
		r, ok := RemovedAPIs[q]
		if !ok {
			for pkg, pr := range removedPackages {
				if q == pkg || strings.HasPrefix(q, pkg+".") {
					r, ok = pr, true
				}
			}
		}
		if ok {
			x.src.Removed = append(x.src.Removed, RemovedUse{Span: pyparse.Span{Start: n.start, End: n.end}, Class: r.Name, Why: r.Why, Instead: r.Instead})
		}
	}
}
