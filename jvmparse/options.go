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

// RemovedAPIs are the JVM classes of Flink's DataStream and DataSet APIs
// that Flink 2.0 removed, by qualified name, with the class a job names.
// Sources: the Flink 2.0 release notes (nightlies.apache.org/flink/
// flink-docs-release-2.0/release-notes/flink-2.0/: "the DataSet API",
// "SourceFunction, SinkFunction ... have been removed" from the public
// DataStream API, "Legacy ... StreamingFileSink"), FLIP-131 and FLIP-265;
// flink-connector-kafka 4.0.0 removed FlinkKafkaConsumer and
// FlinkKafkaProducer (FLINK-32068).
var RemovedAPIs = map[string]string{
	"org.apache.flink.api.java.ExecutionEnvironment":                             "ExecutionEnvironment (DataSet API)",
	"org.apache.flink.api.java.DataSet":                                          "DataSet (DataSet API)",
	"org.apache.flink.streaming.api.functions.source.SourceFunction":             "SourceFunction",
	"org.apache.flink.streaming.api.functions.source.RichSourceFunction":         "RichSourceFunction",
	"org.apache.flink.streaming.api.functions.source.ParallelSourceFunction":     "ParallelSourceFunction",
	"org.apache.flink.streaming.api.functions.source.RichParallelSourceFunction": "RichParallelSourceFunction",
	"org.apache.flink.streaming.api.functions.sink.SinkFunction":                 "SinkFunction",
	"org.apache.flink.streaming.api.functions.sink.RichSinkFunction":             "RichSinkFunction",
	"org.apache.flink.streaming.api.functions.sink.filesystem.StreamingFileSink": "StreamingFileSink",
	"org.apache.flink.streaming.connectors.kafka.FlinkKafkaConsumer":             "FlinkKafkaConsumer",
	"org.apache.flink.streaming.connectors.kafka.FlinkKafkaProducer":             "FlinkKafkaProducer",
	"org.apache.flink.streaming.connectors.kafka.FlinkKafkaConsumerBase":         "FlinkKafkaConsumerBase",
}

// removedUses records the imports of removed classes (the statement is
// where a job names them; a wildcard import names none).
func (x *extractor) removedUses() {
	f := x.main
	for _, n := range f.root.nkids {
		if n.kind != "import_declaration" {
			continue
		}
		q := f.text(n)
		q = strings.TrimSuffix(strings.TrimSpace(strings.TrimPrefix(q, "import")), ";")
		q = strings.ReplaceAll(strings.TrimSpace(q), " ", "")
		if strings.HasPrefix(q, "static") {
			continue
		}
		if name, ok := RemovedAPIs[q]; ok {
			x.src.Removed = append(x.src.Removed, RemovedUse{Span: pyparse.Span{Start: n.start, End: n.end}, Class: name})
		}
	}
}
