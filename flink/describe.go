package flink

import (
	"slices"
	"strings"
)

// One-line descriptions of the most used connector options, format
// options and configuration keys, for the language service's completion
// and hover. They are flinklint's own words, written from what each
// option does in the sources that declare and read it (the files the
// catalogue's Sources lines name); none is Flink's description text, which
// this project does not copy. A key without one shows only the
// catalogue's facts (type, default, values, releases). A test holds every
// described key to the catalogue, so no description names an option Flink
// does not have.

// commonOptionDescriptions are the options FactoryUtil declares for
// every connector that lists them: one meaning wherever they appear.
var commonOptionDescriptions = map[string]string{
	"sink.parallelism":                         "Parallelism of the sink operator; the planner derives it when unset.",
	"scan.parallelism":                         "Parallelism of the source operator; the planner derives it when unset.",
	"scan.watermark.emit.strategy":             "When the source emits watermarks: after every event or periodically.",
	"scan.watermark.idle-timeout":              "How long a source split may stay without data before it is marked idle and holds back no watermark.",
	"scan.watermark.alignment.group":           "Watermark alignment group the source joins.",
	"scan.watermark.alignment.max-drift":       "How far the source's watermark may run ahead of the slowest in its alignment group.",
	"scan.watermark.alignment.update-interval": "How often the alignment group's watermarks are compared.",
}

// kafkaDescriptions are the keys the Kafka and Upsert Kafka factories
// share.
var kafkaDescriptions = map[string]string{
	"topic":                                   "Topic the table reads or writes; a source may list several, separated by semicolons.",
	"topic-pattern":                           "Regular expression of the topic names the source reads.",
	"properties.bootstrap.servers":            "Comma-separated host:port list of the Kafka brokers.",
	"properties.group.id":                     "Kafka consumer group id of the source.",
	"key.format":                              "Format of the Kafka record's key.",
	"key.fields":                              "Columns that make up the record's key, separated by semicolons.",
	"key.fields-prefix":                       "Prefix the key columns carry in the table's schema, to tell them from value columns.",
	"value.format":                            "Format of the Kafka record's value.",
	"value.fields-include":                    "Whether the value holds every column (ALL) or all but the key columns (EXCEPT_KEY).",
	"scan.startup.mode":                       "Where the source starts: earliest, latest, committed group offsets, a timestamp or given offsets.",
	"scan.startup.specific-offsets":           "Start offset per partition for the specific-offsets mode, as partition:0,offset:42;partition:1,offset:300.",
	"scan.startup.timestamp-millis":           "Start time in epoch milliseconds for the timestamp mode.",
	"scan.bounded.mode":                       "Where a bounded source stops: never, at the latest or committed offsets, at a timestamp or at given offsets.",
	"scan.bounded.specific-offsets":           "Stop offset per partition for the specific-offsets bounded mode.",
	"scan.bounded.timestamp-millis":           "Stop time in epoch milliseconds for the timestamp bounded mode.",
	"scan.topic-partition-discovery.interval": "How often the source looks for new partitions (and topics of a pattern).",
	"sink.partitioner":                        "How rows go to Kafka partitions: default, fixed, round-robin or a custom partitioner class.",
	"sink.semantic":                           "Old name of the sink's delivery guarantee; write sink.delivery-guarantee.",
	"sink.delivery-guarantee":                 "Delivery guarantee of the sink: none, at-least-once or exactly-once.",
	"sink.transactional-id-prefix":            "Prefix of the transactional ids of the exactly-once sink; unique per job writing to the cluster.",
	"sink.transaction-naming-strategy":        "How the exactly-once sink names and reuses its transactional ids.",
	"sink.buffer-flush.max-rows":              "Rows the sink buffers, keeping the last per key, before it flushes; 0 turns the buffer off.",
	"sink.buffer-flush.interval":              "Time after which the sink flushes its buffered rows; 0 turns the buffer off.",
}

// connectorDescriptions are the connectors' own keys, by factory
// identifier.
var connectorDescriptions = map[string]map[string]string{
	"kafka": merged(picked(kafkaDescriptions, keysOf(kafkaDescriptions, "sink.buffer-flush.max-rows", "sink.buffer-flush.interval")...), map[string]string{
		"format": "Format of the Kafka record's value (value.format is the same option).",
	}),
	"upsert-kafka": merged(picked(kafkaDescriptions, "topic-pattern", "properties.bootstrap.servers", "key.format", "key.fields-prefix",
		"value.format", "value.fields-include", "scan.bounded.mode", "scan.bounded.specific-offsets", "scan.bounded.timestamp-millis",
		"scan.topic-partition-discovery.interval", "sink.delivery-guarantee", "sink.transactional-id-prefix",
		"sink.transaction-naming-strategy", "sink.buffer-flush.max-rows", "sink.buffer-flush.interval"), map[string]string{
		"topic": "Topic the table reads and writes as a changelog keyed by the primary key.",
	}),
	"filesystem": {
		"path":                           "Directory (or file) of the table, as a file system URI.",
		"format":                         "Format of the table's files.",
		"partition.default-name":         "Directory name of a partition whose value is null or an empty string.",
		"partition.time-extractor.kind":  "How a partition's time is read from its values: default (a pattern) or custom (a class).",
		"partition.time-extractor.class": "PartitionTimeExtractor class of the custom time extractor.",
		"partition.time-extractor.timestamp-pattern":    "How partition fields form a timestamp, such as '$dt $hour:00:00'.",
		"partition.time-extractor.timestamp-formatter":  "Date-time format that parses the timestamp the pattern forms.",
		"sink.rolling-policy.file-size":                 "Size at which the sink closes a part file and starts the next.",
		"sink.rolling-policy.rollover-interval":         "Longest time a part file stays open before the sink rolls it.",
		"sink.rolling-policy.inactivity-interval":       "Time without writes after which the sink rolls a part file.",
		"sink.rolling-policy.check-interval":            "How often the time-based rolling conditions are checked.",
		"sink.shuffle-by-partition.enable":              "Whether rows are shuffled by their partition fields before the sink, so fewer subtasks write each partition.",
		"sink.partition-commit.trigger":                 "When a partition is committed: by processing time, or when the watermark passes the partition's time.",
		"sink.partition-commit.delay":                   "How long after its creation (process-time) or its time (partition-time) a partition is committed.",
		"sink.partition-commit.watermark-time-zone":     "Time zone in which the watermark is compared with partition times.",
		"sink.partition-commit.policy.kind":             "How a finished partition is committed: metastore, success-file, custom, or several of them.",
		"sink.partition-commit.policy.class":            "PartitionCommitPolicy class of the custom commit policy.",
		"sink.partition-commit.policy.class.parameters": "Arguments of the custom commit policy class's constructor.",
		"sink.partition-commit.success-file.name":       "Name of the marker file the success-file policy writes into a committed partition.",
		"auto-compaction":                               "Whether the streaming sink merges the small files of each checkpoint into larger ones.",
		"compaction.file-size":                          "Size compacted files are merged up to; the rolling file size when unset.",
		"source.monitor-interval":                       "How often the source lists the path again for new files; unset, it reads once and ends.",
		"source.path.regex-pattern":                     "Regular expression the paths of the files the source reads must match.",
		"source.report-statistics":                      "Whether the source reads its files' statistics for the planner (ALL) or not (NONE).",
	},
	"jdbc": {
		"url":                                      "JDBC URL of the database.",
		"table-name":                               "Name of the database table the Flink table maps to.",
		"username":                                 "User name of the database connection.",
		"password":                                 "Password of the database connection.",
		"driver":                                   "JDBC driver class; derived from the URL when unset.",
		"compatible-mode":                          "Compatibility mode of the database, for dialects that have several (OceanBase: mysql or oracle).",
		"connection.max-retry-timeout":             "Longest wait between connection retries.",
		"scan.partition.column":                    "Column whose range splits the scan into parallel reads.",
		"scan.partition.num":                       "Number of ranges the partitioned scan reads.",
		"scan.partition.lower-bound":               "Smallest value of the first range of the partitioned scan.",
		"scan.partition.upper-bound":               "Largest value of the last range of the partitioned scan.",
		"scan.fetch-size":                          "Rows the driver fetches per round trip while reading; 0 leaves it to the driver.",
		"scan.auto-commit":                         "Whether the reading connection is in auto-commit mode.",
		"filter.handling.policy":                   "Whether the source pushes filters down into its query (always) or not (never).",
		"lookup.cache":                             "Kind of cache of lookup joins against the table.",
		"lookup.partial-cache.max-rows":            "Most rows the partial lookup cache holds.",
		"lookup.partial-cache.expire-after-write":  "Time after which a cached lookup row expires, from when it was cached.",
		"lookup.partial-cache.expire-after-access": "Time after which a cached lookup row expires, from its last use.",
		"lookup.partial-cache.cache-missing-key":   "Whether a lookup that found no row is cached too.",
		"lookup.max-retries":                       "Retries of a failed lookup query.",
		"lookup.cache.max-rows":                    "Old key: most rows of the lookup cache; write lookup.partial-cache.max-rows.",
		"lookup.cache.ttl":                         "Old key: time to live of cached lookup rows; write lookup.partial-cache.expire-after-write.",
		"lookup.cache.caching-missing-key":         "Old key: whether lookups that found no row are cached; write lookup.partial-cache.cache-missing-key.",
		"sink.buffer-flush.max-rows":               "Rows the sink buffers before it writes them; 0 turns the count off.",
		"sink.buffer-flush.interval":               "Time after which buffered rows are written in the background; 0 turns it off.",
		"sink.max-retries":                         "Retries of a failed write to the database.",
	},
	"kinesis": {
		"stream":                           "Name of the Kinesis data stream.",
		"stream.arn":                       "ARN of the Kinesis data stream.",
		"aws.region":                       "AWS region of the stream.",
		"format":                           "Format of the stream's records.",
		"source.shard-assigner":            "How the source assigns shards to its subtasks.",
		"sink.partitioner":                 "How rows get partition keys: random, fixed (one shard per subtask) or a PartitionKeyGenerator class.",
		"sink.partitioner-field-delimiter": "Delimiter that joins the PARTITIONED BY fields into a partition key.",
		"sink.fail-on-error":               "Whether a failed write fails the job rather than being retried.",
		"sink.batch.max-size":              "Most records the sink sends in one request.",
		"sink.requests.max-inflight":       "Most requests the sink has in flight before it blocks new writes.",
		"sink.requests.max-buffered":       "Most records the sink buffers before it applies backpressure.",
		"sink.flush-buffer.size":           "Buffered bytes at which the sink flushes.",
		"sink.flush-buffer.timeout":        "Longest time a record waits in the sink's buffer before a flush.",
	},
	"datagen": {
		"rows-per-second":    "Rows generated per second.",
		"number-of-rows":     "Rows to generate in all; unbounded when unset.",
		"fields.#.kind":      "Generator of the column: random values or a sequence.",
		"fields.#.min":       "Smallest value of the random column.",
		"fields.#.max":       "Largest value of the random column.",
		"fields.#.max-past":  "How far in the past the random timestamp column may go.",
		"fields.#.length":    "Length of the random string, bytes or collection column.",
		"fields.#.var-len":   "Whether the random string or bytes column varies in length.",
		"fields.#.start":     "First value of the sequence column.",
		"fields.#.end":       "Last value of the sequence column.",
		"fields.#.null-rate": "Share of rows in which the column is null.",
	},
	"print": {
		"print-identifier": "Text printed before each row, to tell sinks apart.",
		"standard-error":   "Whether rows are printed to standard error rather than standard output.",
	},
}

// jsonDescriptions are the keys of the JSON format, which the JSON-based
// changelog formats declare too with the same meaning.
var jsonDescriptions = map[string]string{
	"fail-on-missing-field":          "Whether a field missing from the input fails the row rather than becoming null.",
	"ignore-parse-errors":            "Whether fields and rows that fail to parse become null or are skipped, rather than failing the job.",
	"timestamp-format.standard":      "Text form of timestamps read and written: SQL or ISO-8601.",
	"map-null-key.mode":              "What writing a map with a null key does: FAIL, DROP the entry, or write a LITERAL.",
	"map-null-key.literal":           "Text written as a null map key in the LITERAL mode.",
	"encode.decimal-as-plain-number": "Whether decimals are written as plain numbers, never in scientific notation.",
	"encode.ignore-null-fields":      "Whether null fields are left out of the JSON written.",
	"decode.json-parser.enabled":     "Whether rows are decoded with Jackson's streaming JsonParser rather than a JSON tree per row.",
}

// formatDescriptions are the formats' keys (without the format's prefix),
// by format identifier.
var formatDescriptions = map[string]map[string]string{
	"json": jsonDescriptions,
	"debezium-json": merged(jsonDescriptions, map[string]string{
		"schema-include": "Whether each Debezium record carries its schema (the converter's schemas.enable).",
	}),
	"canal-json": merged(jsonDescriptions, map[string]string{
		"database.include": "Regular expression of the databases whose changes are read.",
		"table.include":    "Regular expression of the tables whose changes are read.",
	}),
	"maxwell-json": jsonDescriptions,
	"csv": {
		"field-delimiter":                         "Character between fields.",
		"quote-character":                         "Character around quoted values.",
		"disable-quote-character":                 "Whether values are never quoted.",
		"allow-comments":                          "Whether lines starting with '#' are skipped as comments.",
		"ignore-parse-errors":                     "Whether fields and rows that fail to parse become null or are skipped, rather than failing the job.",
		"array-element-delimiter":                 "Separator of the elements of array and row values.",
		"escape-character":                        "Character that escapes the next one in a value.",
		"null-literal":                            "Text read and written as null.",
		"write-bigdecimal-in-scientific-notation": "Whether decimals are written in scientific notation.",
	},
	"avro": {
		"codec":                    "Compression codec of Avro files the filesystem connector writes.",
		"encoding":                 "Avro encoding of the records: binary or JSON.",
		"timestamp_mapping.legacy": "Whether timestamps keep the old mapping between Flink and Avro types.",
	},
	"avro-confluent": {
		"url":                            "URL of the Confluent Schema Registry.",
		"subject":                        "Schema Registry subject the writer's schema is registered under.",
		"schema":                         "Avro schema to use instead of the one derived from the table.",
		"auto.register.schemas":          "Whether the writer registers its schema in the registry.",
		"basic-auth.credentials-source":  "Where the registry client takes its basic-auth credentials from.",
		"basic-auth.user-info":           "user:password of the registry's basic auth.",
		"bearer-auth.credentials-source": "Where the registry client takes its bearer token from.",
		"bearer-auth.token":              "Bearer token of the registry.",
		"ssl.keystore.location":          "Keystore file of TLS to the registry.",
		"ssl.keystore.password":          "Password of the keystore of TLS to the registry.",
		"ssl.truststore.location":        "Truststore file of TLS to the registry.",
		"ssl.truststore.password":        "Password of the truststore of TLS to the registry.",
		"properties":                     "Further properties of the registry client.",
	},
	"raw": {
		"charset":    "Charset of string values.",
		"endianness": "Byte order of numeric values: big-endian or little-endian.",
	},
}

// configDescriptions are the most used configuration keys (SET, a
// deployment's Flink configuration).
var configDescriptions = map[string]string{
	"parallelism.default":                                       "Parallelism of operators that set none.",
	"pipeline.name":                                             "Name of the job.",
	"pipeline.jars":                                             "Jars shipped with the job to the cluster, as URLs.",
	"pipeline.classpaths":                                       "Extra classpath URLs of the job's user code.",
	"pipeline.max-parallelism":                                  "Most parallelism the job can be rescaled to (the number of key groups).",
	"pipeline.auto-watermark-interval":                          "How often periodic watermarks are emitted.",
	"pipeline.object-reuse":                                     "Whether operators may reuse record objects between calls.",
	"pipeline.operator-chaining.enabled":                        "Whether operators are chained into one task where possible.",
	"execution.runtime-mode":                                    "Whether the job runs as STREAMING, BATCH or AUTOMATIC (batch when every source is bounded).",
	"execution.checkpointing.interval":                          "Time between checkpoints; unset, the job takes none.",
	"execution.checkpointing.mode":                              "Checkpoint guarantee: EXACTLY_ONCE or AT_LEAST_ONCE.",
	"execution.checkpointing.timeout":                           "Time after which a running checkpoint is aborted.",
	"execution.checkpointing.min-pause":                         "Least time between the end of one checkpoint and the start of the next.",
	"execution.checkpointing.max-concurrent-checkpoints":        "Most checkpoints in progress at once.",
	"execution.checkpointing.tolerable-failed-checkpoints":      "Checkpoint failures in a row the job tolerates before it fails.",
	"execution.checkpointing.externalized-checkpoint-retention": "Whether a cancelled job's last checkpoint is kept or deleted.",
	"execution.checkpointing.unaligned":                         "Whether checkpoint barriers may overtake buffered records (unaligned checkpoints).",
	"execution.checkpointing.unaligned.enabled":                 "Whether checkpoint barriers may overtake buffered records (unaligned checkpoints).",
	"execution.checkpointing.dir":                               "Directory (file system URI) where checkpoints are written.",
	"execution.checkpointing.savepoint-dir":                     "Default directory of savepoints.",
	"execution.checkpointing.incremental":                       "Whether checkpoints upload only what changed since the last one, where the state backend can.",
	"execution.checkpointing.num-retained":                      "Number of completed checkpoints kept.",
	"state.checkpoints.dir":                                     "Directory (file system URI) where checkpoints are written.",
	"state.savepoints.dir":                                      "Default directory of savepoints.",
	"state.backend":                                             "Where keyed state lives: hashmap (on the heap), rocksdb, or another backend.",
	"state.backend.type":                                        "Where keyed state lives: hashmap (on the heap), rocksdb, or another backend.",
	"state.backend.incremental":                                 "Whether checkpoints upload only what changed since the last one, where the state backend can.",
	"state.checkpoints.num-retained":                            "Number of completed checkpoints kept.",
	"restart-strategy":                                          "How the job restarts after a failure: none, fixed-delay, failure-rate or exponential-delay.",
	"restart-strategy.type":                                     "How the job restarts after a failure: none, fixed-delay, failure-rate or exponential-delay.",
	"restart-strategy.fixed-delay.attempts":                     "Restarts the fixed-delay strategy tries before the job fails.",
	"restart-strategy.fixed-delay.delay":                        "Wait between two restarts of the fixed-delay strategy.",
	"table.exec.state.ttl":                                      "Time after which idle state of SQL operators may be dropped; 0 keeps it forever.",
	"table.exec.source.idle-timeout":                            "Time without records after which a source partition is marked idle for watermarks; 0 never.",
	"table.exec.mini-batch.enabled":                             "Whether SQL aggregations buffer input in mini-batches.",
	"table.exec.mini-batch.allow-latency":                       "Longest time a mini-batch buffers input.",
	"table.exec.mini-batch.size":                                "Most records a mini-batch buffers.",
	"table.exec.sink.not-null-enforcer":                         "What a NULL in a NOT NULL sink column does: ERROR or DROP the row.",
	"table.exec.sink.upsert-materialize":                        "Whether the planner adds a state-keeping materializer before upsert sinks (AUTO, FORCE, NONE).",
	"table.exec.resource.default-parallelism":                   "Parallelism of SQL operators; parallelism.default when unset.",
	"table.local-time-zone":                                     "Session time zone of TIMESTAMP_LTZ values and time functions.",
	"table.dml-sync":                                            "Whether an INSERT statement waits for its job to finish.",
	"table.optimizer.agg-phase-strategy":                        "Whether aggregations run in one phase, two phases (local and global), or as the planner chooses.",
	"taskmanager.numberOfTaskSlots":                             "Slots each TaskManager offers.",
	"taskmanager.memory.process.size":                           "Total memory of a TaskManager process.",
	"taskmanager.memory.managed.fraction":                       "Share of a TaskManager's Flink memory that is managed memory (RocksDB, batch operators).",
	"jobmanager.memory.process.size":                            "Total memory of the JobManager process.",
	"jobmanager.scheduler":                                      "Scheduler of the job, such as the adaptive one that rescales it to the slots available.",
	"high-availability":                                         "High-availability mode of the cluster: NONE, ZOOKEEPER, KUBERNETES or a factory class.",
	"high-availability.type":                                    "High-availability mode of the cluster: NONE, ZOOKEEPER, KUBERNETES or a factory class.",
	"high-availability.storageDir":                              "Directory where the JobManager's recovery metadata is kept.",
	"kubernetes.operator.job.autoscaler.enabled":                "Whether the Kubernetes operator's autoscaler scales the job.",
	"job.autoscaler.enabled":                                    "Whether the autoscaler scales the job.",
}

// picked is the entries of m under keys.
func picked(m map[string]string, keys ...string) map[string]string {
	out := make(map[string]string, len(keys))
	for _, k := range keys {
		out[k] = m[k]
	}
	return out
}

// keysOf is the keys of m but those of except.
func keysOf(m map[string]string, except ...string) []string {
	var out []string
	for k := range m {
		if !slices.Contains(except, k) {
			out = append(out, k)
		}
	}
	return out
}

func merged(base, over map[string]string) map[string]string {
	out := make(map[string]string, len(base)+len(over))
	for k, v := range base {
		out[k] = v
	}
	for k, v := range over {
		out[k] = v
	}
	return out
}

// DescribeOption is flinklint's one-line description of option key (as
// the catalogue lists it: a pattern such as fields.#.kind for a pattern
// option) of connector id; "" when it has none.
func DescribeOption(id, key string) string {
	if d := connectorDescriptions[id][key]; d != "" {
		return d
	}
	return commonOptionDescriptions[key]
}

// DescribeFormatOption is the description of key (without the format's
// prefix) of format id; "" when it has none.
func DescribeFormatOption(id, key string) string {
	return formatDescriptions[strings.TrimSpace(id)][key]
}

// DescribeConfigKey is the description of configuration key key; "" when
// it has none.
func DescribeConfigKey(key string) string { return configDescriptions[key] }
