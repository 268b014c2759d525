package flink

import (
	"sort"
	"sync"
)

// This file is the connector option catalogue. Sources, per connector:
//
//   filesystem   apache/flink flink-connectors/flink-connector-files
//                FileSystemConnectorOptions.java + FileSystemTableFactory.java
//                (master 2026-07; "since" from git history, see flink-facts.md §2.1).
//   kafka,       apache/flink-connector-kafka KafkaConnectorOptions.java,
//   upsert-kafka KafkaDynamicTableFactory.java, UpsertKafkaDynamicTableFactory.java,
//                KafkaConnectorOptionsUtil.java (main; read for this package) and
//                docs/content/docs/connectors/table/kafka.md.
//   jdbc         apache/flink-connector-jdbc JdbcConnectorOptions.java +
//                JdbcDynamicTableFactory.java (requiredOptions/optionalOptions,
//                checkAllOrNone groups; read for this package).
//   kinesis      apache/flink-connector-aws flink-connector-aws-kinesis-streams
//                KinesisConnectorOptions.java, KinesisDynamicTableFactory.java,
//                KinesisStreamsConnector{Source,Sink}OptionsUtils.java (v5 main).
//   kinesis-     apache/flink-connector-aws flink-connector-kinesis
//   legacy       KinesisDynamicTableFactory.java, KinesisConsumerOptionsUtil.java.
//   firehose     apache/flink-connector-aws KinesisFirehoseDynamicTableFactory.java;
//                AsyncSinkConnectorOptions.java (flink-connector-base).
//   datagen      apache/flink DataGenConnectorOptions.java.
//   print        apache/flink PrintConnectorOptions.java.
//   blackhole    apache/flink BlackHoleTableSinkFactory.java (no options).
//
// Connectors versioned separately from Flink (kafka and jdbc since Flink 1.17,
// the AWS connectors since 1.16/1.17, all of them for 2.x) are modelled as
// the current connector release supports them; their Since fields are zero
// unless the key is known to be newer than the oldest supported release.

// ann annotates an option the sources declare (catalogue_generated.go):
// its type, default, enum values, deprecated keys and requiredness come
// from there; the methods below add what a declaration cannot say.
func ann(key string) OptionSpec {
	return OptionSpec{Key: key, Type: TypeString, Verified: true, annotation: true}
}

// opt declares a key the generated data does not give for the definition:
// options Flink's planner or a base class adds to every factory, datagen's
// per-field keys, the old Kinesis connector whose 4.x factory the data
// does not hold. Each use says which.
func opt(key string, t Type, def string) OptionSpec {
	return OptionSpec{Key: key, Type: t, Default: def, Verified: true}
}

// def sets a default the source computes instead of declaring plainly.
func (o OptionSpec) def(value string) OptionSpec { o.Default = value; return o }

func (o OptionSpec) enum(values ...string) OptionSpec {
	o.Type = TypeEnum
	o.EnumValues = values
	return o
}
func (o OptionSpec) req() OptionSpec { o.Required = true; return o }
func (o OptionSpec) since(v Version) OptionSpec {
	o.Since = v
	return o
}
func (o OptionSpec) min(m, msg string) OptionSpec {
	o.Min = m
	o.MinMessage = msg
	return o
}
func (o OptionSpec) dep(keys ...string) OptionSpec { o.DeprecatedKeys = keys; return o }
func (o OptionSpec) deprecated(by string) OptionSpec {
	o.Deprecated = true
	o.ReplacedBy = by
	return o
}
func (o OptionSpec) side(s Side) OptionSpec   { o.Side = s; return o }
func (o OptionSpec) note(n string) OptionSpec { o.Note = n; return o }
func (o OptionSpec) unverified() OptionSpec   { o.Verified = false; return o }
func (o OptionSpec) pattern() OptionSpec      { o.Pattern = true; return o }

// connectorDef is the raw form of one connector before per-version views are built.
type connectorDef struct {
	spec           ConnectorSpec // metadata only
	options        []OptionSpec
	prefixes       []Prefix
	formatPrefixes []FormatPrefix
	groups         []Group
	rejected       map[string]string
	releases       releaseRange // of the identifier's releases, those this definition models
}

var (
	valueFormat = FormatPrefix{FormatKey: "format"}
	keyFormat   = FormatPrefix{FormatKey: "key.format", Prefix: "key."}
	valFormat   = FormatPrefix{FormatKey: "value.format", Prefix: "value."}
)

// sinkParallelism is FactoryUtil.SINK_PARALLELISM, shared by many factories.
var sinkParallelism = ann("sink.parallelism").side(SinkOnly).
	note("pins the sink operator's parallelism")

// asyncSinkOptions are AsyncSinkConnectorOptions (flink-connector-base),
// accepted by AsyncDynamicTableSinkFactory subclasses (kinesis, firehose).
func asyncSinkOptions(deprecatedProducerKeys bool) []OptionSpec {
	o := []OptionSpec{
		opt("sink.batch.max-size", TypeInteger, "").side(SinkOnly),
		opt("sink.requests.max-inflight", TypeInteger, "").side(SinkOnly),
		opt("sink.requests.max-buffered", TypeInteger, "").side(SinkOnly),
		opt("sink.flush-buffer.size", TypeLong, "").side(SinkOnly).note("bytes"),
		opt("sink.flush-buffer.timeout", TypeLong, "").side(SinkOnly).note("milliseconds"),
	}
	if deprecatedProducerKeys {
		o[0] = o[0].dep("sink.producer.collection-max-size")
		o[1] = o[1].dep("sink.producer.collection-max-count")
		o[4] = o[4].dep("sink.producer.record-max-buffered-time")
	}
	return o
}

func filesystemDef() connectorDef {
	return connectorDef{
		spec: ConnectorSpec{ID: "filesystem", Source: true, Sink: true, Bundled: true, Verified: true,
			Release: "bundled with Flink (flink-connector-files)",
			Origin:  "FileSystemConnectorOptions.java + FileSystemTableFactory.java, flink-facts.md §2"},
		options: []OptionSpec{
			ann("path").note("a directory"),
			ann("format"),
			ann("partition.default-name"),
			ann("source.monitor-interval").since(V(1, 15)).side(SourceOnly).
				note("unset: bounded one-shot scan"),
			ann("source.report-statistics").since(V(1, 16)).side(SourceOnly),
			ann("source.path.regex-pattern").since(V(1, 18)).side(SourceOnly),
			ann("sink.rolling-policy.file-size").side(SinkOnly),
			ann("sink.rolling-policy.rollover-interval").side(SinkOnly),
			ann("sink.rolling-policy.inactivity-interval").since(V(1, 15)).side(SinkOnly),
			ann("sink.rolling-policy.check-interval").side(SinkOnly),
			ann("sink.shuffle-by-partition.enable").side(SinkOnly),
			ann("partition.time-extractor.kind").note("'default' or 'custom'"),
			ann("partition.time-extractor.class"),
			ann("partition.time-extractor.timestamp-pattern").note("e.g. '$dt $hour:00:00'"),
			ann("partition.time-extractor.timestamp-formatter").since(V(1, 15)),
			ann("sink.partition-commit.trigger").
				side(SinkOnly).note("partition-time needs a watermark on the source"),
			ann("sink.partition-commit.delay").side(SinkOnly),
			ann("sink.partition-commit.watermark-time-zone").side(SinkOnly).
				note("must be a TZDB id, GMT+hh:mm or UTC"),
			ann("sink.partition-commit.policy.kind").side(SinkOnly).
				note("metastore, success-file, custom, comma-separated; unset on a partitioned sink: partitions never committed"),
			ann("sink.partition-commit.policy.class").side(SinkOnly),
			ann("sink.partition-commit.policy.class.parameters").since(V(1, 18)).side(SinkOnly),
			ann("sink.partition-commit.success-file.name").side(SinkOnly),
			ann("auto-compaction").side(SinkOnly).
				note("streaming sink only; FLINK-31689: crashes on restore after a rescale"),
			ann("compaction.file-size").side(SinkOnly).note("default: the rolling file size"),
			sinkParallelism.note("pins the sink and compact operator parallelism; rejected when the input is not INSERT-only"),
		},
		formatPrefixes: []FormatPrefix{valueFormat},
		rejected: map[string]string{
			"compaction.parallelism": "defined in FileSystemConnectorOptions (1.17+) but not in " +
				"FileSystemTableFactory.optionalOptions(): only the Hive sink reads it; " +
				"'filesystem' rejects it as an unsupported option",
		},
	}
}

const kafkaRelease = "flink-connector-kafka 3.x/4.x (versioned separately from Flink since 1.17); modelled as its main branch"

func kafkaCommon() []OptionSpec {
	return []OptionSpec{
		ann("properties.bootstrap.servers"),
		ann("topic").note("';'-separated topic list"),
		ann("topic-pattern"),
		ann("key.fields-prefix").note("requires 'value.fields-include' = 'EXCEPT_KEY'"),
		ann("value.fields-include"),
		sinkParallelism,
		ann("scan.bounded.mode").side(SourceOnly),
		ann("scan.bounded.specific-offsets").side(SourceOnly),
		ann("scan.bounded.timestamp-millis").side(SourceOnly),
		ann("sink.delivery-guarantee").side(SinkOnly),
		ann("sink.transactional-id-prefix").side(SinkOnly),
		// KafkaConnectorOptions.SCAN_PARALLELISM (FactoryUtil.SOURCE_PARALLELISM),
		// listed by both factories from v4.0.0, not at v3.4.0.
		ann("scan.parallelism").side(SourceOnly).
			note("from flink-connector-kafka 4.0.0"),
		// apache/flink-connector-kafka v4.0.0 and v5.0.0, KafkaConnectorOptions
		// and TransactionNamingStrategy: the enum constants are INCREMENTING
		// and POOLING (DEFAULT is a static alias of INCREMENTING, not a value
		// the option parses).
		ann("sink.transaction-naming-strategy").def("INCREMENTING").side(SinkOnly).
			note("from flink-connector-kafka 4.0.0"),
	}
}

func kafkaGroups(upsert bool) []Group {
	g := []Group{
		{Kind: AtLeastOne, Keys: []string{"topic", "topic-pattern"}, Verified: true,
			Message: "Either 'topic' or 'topic-pattern' must be set."},
		{Kind: AtMostOne, Keys: []string{"topic", "topic-pattern"}, Verified: true,
			Message: "Option 'topic' and 'topic-pattern' shouldn't be set together."},
		{Kind: RequiredIf, If: Condition{"scan.bounded.mode", "timestamp"}, Keys: []string{"scan.bounded.timestamp-millis"},
			Side: SourceOnly, Verified: true,
			Message: "'scan.bounded.timestamp-millis' is required in 'timestamp' bounded mode but missing."},
		{Kind: RequiredIf, If: Condition{"scan.bounded.mode", "specific-offsets"}, Keys: []string{"scan.bounded.specific-offsets"},
			Side: SourceOnly, Verified: true,
			Message: "'scan.bounded.specific-offsets' is required in 'specific-offsets' bounded mode but missing."},
		{Kind: RequiredIf, If: Condition{"sink.delivery-guarantee", "exactly-once"}, Keys: []string{"sink.transactional-id-prefix"},
			Side: SinkOnly, Verified: true,
			Message: "sink.transactional-id-prefix must be specified when using DeliveryGuarantee.EXACTLY_ONCE."},
		// A bounded read up to the committed offsets (OffsetsInitializer.committedOffsets)
		// is validated by KafkaSourceBuilder.sanityCheck like a start from them.
		{Kind: RequiredIf, If: Condition{"scan.bounded.mode", "group-offsets"}, Keys: []string{"properties.group.id"},
			Side: SourceOnly, Verified: true,
			Message: "Property group.id is required when using committed offset for offsets initializer"},
	}
	if upsert {
		return append(g, Group{Kind: BothPositiveOrNone, Keys: []string{"sink.buffer-flush.max-rows", "sink.buffer-flush.interval"},
			Side: SinkOnly, Verified: true,
			Message: "'sink.buffer-flush.max-rows' and 'sink.buffer-flush.interval' must be set to be greater than zero together to enable sink buffer flushing."})
	}
	return append(g,
		// The deprecated 'sink.semantic' still selects the guarantee
		// (validateDeprecatedSemantic); KafkaSinkBuilder.sanityCheck then
		// requires the prefix, which validateDeliveryGuarantee does not see.
		Group{Kind: RequiredIf, If: Condition{"sink.semantic", "exactly-once"}, Keys: []string{"sink.transactional-id-prefix"},
			Side: SinkOnly, Verified: true,
			Message: "EXACTLY_ONCE delivery guarantee requires a transactionalIdPrefix to be set to provide unique transaction names across multiple KafkaSinks writing to the same Kafka cluster."},
		Group{Kind: ForbiddenIf, If: Condition{"sink.partitioner", "round-robin"}, Keys: []string{"key.fields"},
			Side: SinkOnly, Verified: true,
			Message: "Currently 'round-robin' partitioner only works when option 'key.fields' is not specified."},
		Group{Kind: RequiredIf, If: Condition{Key: "key.format"}, Keys: []string{"key.fields"}, Verified: true,
			Message: "A key format 'key.format' requires the declaration of one or more of key fields using 'key.fields'."},
		Group{Kind: AtLeastOne, Keys: []string{"format", "value.format"}, Verified: true,
			Message: "no value format: set 'format' or 'value.format' (Flink fails with \"Could not find required scan format 'value.format'.\" for a source, \"sink format\" for a sink; FactoryUtil)"},
		Group{Kind: RequiredIf, If: Condition{"scan.startup.mode", "timestamp"}, Keys: []string{"scan.startup.timestamp-millis"},
			Side: SourceOnly, Verified: true,
			Message: "'scan.startup.timestamp-millis' is required in 'timestamp' startup mode but missing."},
		Group{Kind: RequiredIf, If: Condition{"scan.startup.mode", "specific-offsets"}, Keys: []string{"scan.startup.specific-offsets"},
			Side: SourceOnly, Verified: true,
			Message: "'scan.startup.specific-offsets' is required in 'specific-offsets' startup mode but missing."},
		// Default startup mode is group-offsets; since FLINK-24277 (1.14) no group id is invented.
		Group{Kind: RequiredIf, If: Condition{"scan.startup.mode", "group-offsets"}, Keys: []string{"properties.group.id"},
			Side: SourceOnly, Verified: true,
			Message: "Property group.id is required when using committed offset for offsets initializer"},
	)
}

func kafkaDef() connectorDef {
	opts := append(kafkaCommon(),
		ann("format").note("synonym of 'value.format'; one of the two is required"),
		ann("value.format"),
		ann("key.format").note("needs 'key.fields'"),
		ann("key.fields").def("[]"),
		ann("properties.group.id").side(SourceOnly).
			note("required with the default 'group-offsets' startup mode"),
		ann("scan.startup.mode").side(SourceOnly),
		ann("scan.startup.specific-offsets").side(SourceOnly).note("'partition:0,offset:42;partition:1,offset:300'"),
		ann("scan.startup.timestamp-millis").side(SourceOnly),
		ann("scan.topic-partition-discovery.interval").side(SourceOnly),
		ann("sink.partitioner").side(SinkOnly).note("default, fixed, round-robin or a class name"),
		ann("sink.semantic").side(SinkOnly).deprecated("sink.delivery-guarantee").
			note("deprecated; values at-least-once, exactly-once, none"),
	)
	return connectorDef{
		spec: ConnectorSpec{ID: "kafka", Source: true, Sink: true, Release: kafkaRelease, Verified: true, formatsChecked: true,
			Origin: "KafkaConnectorOptions.java + KafkaDynamicTableFactory.java (apache/flink-connector-kafka)"},
		options:        opts,
		prefixes:       []Prefix{{Prefix: "properties.", Verified: true, Note: "passed to the Kafka client with the prefix removed"}},
		formatPrefixes: []FormatPrefix{valueFormat, keyFormat, valFormat},
		groups:         kafkaGroups(false),
	}
}

func upsertKafkaDef() connectorDef {
	opts := append(kafkaCommon(),
		ann("key.format").note("must be an insert-only format"),
		ann("value.format").note("must be an insert-only format"),
		ann("sink.buffer-flush.max-rows").side(SinkOnly),
		ann("sink.buffer-flush.interval").side(SinkOnly),
		// UpsertKafkaDynamicTableFactory.optionalOptions has it from
		// flink-connector-kafka v5.0.0 (FLINK-38862), not in v4.0.0.
		ann("scan.topic-partition-discovery.interval").side(SourceOnly).
			note("from flink-connector-kafka 5.0.0"),
	)
	return connectorDef{
		spec: ConnectorSpec{ID: "upsert-kafka", Source: true, Sink: true, Release: kafkaRelease, Verified: true, formatsChecked: true,
			Origin: "UpsertKafkaDynamicTableFactory.java (apache/flink-connector-kafka)",
			Note:   "requires a PRIMARY KEY; source always starts from the earliest offset"},
		options:        opts,
		prefixes:       []Prefix{{Prefix: "properties.", Verified: true, Note: "passed to the Kafka client with the prefix removed"}},
		formatPrefixes: []FormatPrefix{keyFormat, valFormat},
		groups:         kafkaGroups(true),
	}
}

func jdbcDef() connectorDef {
	return connectorDef{
		spec: ConnectorSpec{ID: "jdbc", Source: true, Sink: true, Verified: true,
			Release: "flink-connector-jdbc 3.x/4.x (versioned separately from Flink since 1.17); modelled as its main branch",
			Origin:  "JdbcConnectorOptions.java + JdbcDynamicTableFactory.java (apache/flink-connector-jdbc)",
			Note:    "the factory calls helper.validate(): no pass-through prefixes"},
		options: []OptionSpec{
			ann("url"),
			ann("table-name"),
			ann("driver").note("derived from the URL when unset"),
			ann("compatible-mode").unverified().
				note("COMPATIBLE_MODE is in the main-branch factory; key spelling and first release not confirmed"),
			ann("username"),
			ann("password").note("secret"),
			ann("connection.max-retry-timeout").min("1 s",
				"The value of 'connection.max-retry-timeout' option must be in second granularity and shouldn't be smaller than 1 second, but is %s."),
			sinkParallelism,
			ann("scan.partition.column").side(SourceOnly),
			ann("scan.partition.num").side(SourceOnly),
			ann("scan.partition.lower-bound").side(SourceOnly),
			ann("scan.partition.upper-bound").side(SourceOnly),
			ann("scan.fetch-size").side(SourceOnly),
			ann("scan.auto-commit").side(SourceOnly),
			ann("lookup.cache.max-rows").side(SourceOnly).deprecated("lookup.partial-cache.max-rows"),
			ann("lookup.cache.ttl").side(SourceOnly).deprecated("lookup.partial-cache.expire-after-write"),
			ann("lookup.cache.caching-missing-key").side(SourceOnly).
				deprecated("lookup.partial-cache.cache-missing-key"),
			ann("lookup.max-retries").side(SourceOnly).
				min("0", "The value of 'lookup.max-retries' option shouldn't be negative, but is %s."),
			ann("lookup.cache").side(SourceOnly),
			// apache/flink-connector-jdbc v3.3.0, JdbcConnectorOptions and
			// FilterHandlingPolicy (ALWAYS, NEVER); absent in v3.2.0.
			ann("filter.handling.policy").side(SourceOnly).
				note("from flink-connector-jdbc 3.3.0"),
			ann("lookup.partial-cache.expire-after-access").side(SourceOnly),
			ann("lookup.partial-cache.expire-after-write").side(SourceOnly),
			ann("lookup.partial-cache.max-rows").side(SourceOnly),
			ann("lookup.partial-cache.cache-missing-key").side(SourceOnly),
			ann("sink.buffer-flush.max-rows").side(SinkOnly),
			ann("sink.buffer-flush.interval").side(SinkOnly),
			ann("sink.max-retries").side(SinkOnly).
				min("0", "The value of 'sink.max-retries' option shouldn't be negative, but is %s."),
		},
		groups: []Group{
			{Kind: AllOrNone, Keys: []string{"username", "password"}, Verified: true,
				Message: "Either all or none of the following options should be provided:\nusername\npassword"},
			{Kind: AllOrNone, Keys: []string{"scan.partition.column", "scan.partition.num", "scan.partition.lower-bound", "scan.partition.upper-bound"},
				Side: SourceOnly, Verified: true,
				Message: "Either all or none of the following options should be provided:\nscan.partition.column\nscan.partition.num\nscan.partition.lower-bound\nscan.partition.upper-bound"},
			{Kind: NotDescending, Keys: []string{"scan.partition.lower-bound", "scan.partition.upper-bound"}, Side: SourceOnly, Verified: true,
				Message: "'scan.partition.lower-bound' must not be larger than 'scan.partition.upper-bound'."},
			{Kind: AllOrNone, Keys: []string{"lookup.cache.max-rows", "lookup.cache.ttl"}, Side: SourceOnly, Verified: true,
				Message: "Either all or none of the following options should be provided:\nlookup.cache.max-rows\nlookup.cache.ttl"},
		},
	}
}

const awsRelease = "flink-connector-aws (versioned separately from Flink); modelled as its main branch (v5+)"

func kinesisDef() connectorDef {
	opts := append([]OptionSpec{
		ann("stream.arn"),
		ann("aws.region"),
		ann("format"),
		ann("sink.partitioner").side(SinkOnly).note("random, fixed or a class name; not with PARTITIONED BY"),
		ann("sink.partitioner-field-delimiter").side(SinkOnly),
		ann("sink.fail-on-error").side(SinkOnly).dep("sink.producer.fail-on-error"),
		opt("source.shard-assigner", TypeString, "default").side(SourceOnly),
	}, asyncSinkOptions(true)...)
	return connectorDef{
		spec: ConnectorSpec{ID: "kinesis", Source: true, Sink: true, Release: awsRelease + "; FLIP-27 source", Verified: true, formatsChecked: true,
			Origin: "KinesisConnectorOptions.java + KinesisDynamicTableFactory.java (apache/flink-connector-aws v5)",
			Note:   "before flink-connector-aws v5 'kinesis' was the old connector (required 'stream'), now 'kinesis-legacy'"},
		options: opts,
		prefixes: []Prefix{
			{Prefix: "aws.", Verified: true, Note: "AWS client options, validated by the connector"},
			{Prefix: "source.", Verified: true, Note: "source options (source.init.position, ...), validated by the connector"},
			{Prefix: "sink.", Side: SinkOnly, Verified: true, Note: "producer options, validated by the connector"},
		},
		formatPrefixes: []FormatPrefix{valueFormat},
		rejected: map[string]string{
			"stream": "flink-connector-aws v5 'kinesis' takes 'stream.arn' (and 'aws.region'); 'stream' belongs to the old connector, now 'kinesis-legacy'",
		},
	}
}

// kinesisLegacyDef is the old (FlinkKinesisConsumer-based) connector. In
// flink-connector-aws v5+ it is the source-only 'kinesis-legacy' factory
// (flink-connector-kinesis KinesisDynamicTableFactory: required stream and
// format; optional sink.partitioner, sink.partitioner-field-delimiter,
// source.shard-assigner; unvalidated prefixes aws., scan., sink. from
// KinesisConsumerOptionsUtil). Before v5 the same consumer was the source
// side of 'kinesis', whose sink took the async-sink options; that 4.x
// variant (asSink) is not re-read and stays unverified.
func kinesisLegacyDef(id string, asSink bool) connectorDef {
	opts := []OptionSpec{
		opt("stream", TypeString, "").req(),
		opt("format", TypeString, "").req(),
		opt("sink.partitioner", TypeString, "").side(SinkOnly),
		opt("sink.partitioner-field-delimiter", TypeString, "|").side(SinkOnly),
		opt("source.shard-assigner", TypeString, "default").side(SourceOnly),
	}
	d := connectorDef{
		spec: ConnectorSpec{ID: id, Source: true, Release: "flink-connector-aws v5+ 'kinesis-legacy' (old FlinkKinesisConsumer source)",
			Origin:   "flink-connector-kinesis KinesisDynamicTableFactory.java + KinesisConsumerOptionsUtil.java (apache/flink-connector-aws)",
			Verified: true, formatsChecked: true},
		prefixes: []Prefix{
			{Prefix: "aws.", Verified: true, Note: "AWS client options"},
			{Prefix: "scan.", Verified: true, Note: "consumer options (scan.stream.initpos, ...), mapped to flink.* consumer keys"},
			{Prefix: "sink.", Verified: true, Note: "producer options"},
		},
		formatPrefixes: []FormatPrefix{valueFormat},
	}
	if asSink {
		d.spec.Sink = true
		d.spec.Verified = false
		d.spec.Release = "flink-connector-aws 4.x / Flink-bundled 'kinesis' (old consumer source + async sink)"
		d.spec.Origin = "flink-facts.md §5 item 9; the 4.x factory was not re-read"
		opts = append(opts, opt("sink.fail-on-error", TypeBoolean, "false").side(SinkOnly).dep("sink.producer.fail-on-error").unverified())
		opts = append(opts, asyncSinkOptions(true)...)
	}
	d.options = opts
	return d
}

func firehoseDef() connectorDef {
	opts := append([]OptionSpec{
		ann("delivery-stream"),
		ann("format"),
		ann("sink.fail-on-error").side(SinkOnly),
	}, asyncSinkOptions(false)...)
	return connectorDef{
		spec: ConnectorSpec{ID: "firehose", Sink: true, Release: awsRelease, Verified: true, formatsChecked: true,
			Origin: "KinesisFirehoseDynamicTableFactory.java (apache/flink-connector-aws); AsyncSinkConnectorOptions.java"},
		options: opts,
		prefixes: []Prefix{
			{Prefix: "aws.", Verified: true, Note: "AWS client options, validated by the connector"},
			{Prefix: "sink.http-client.", Verified: false,
				Note: "HTTP client options (AsyncClientOptionsUtils); prefix inferred from its tests"},
		},
		formatPrefixes: []FormatPrefix{valueFormat},
	}
}

func datagenDef() connectorDef {
	return connectorDef{
		spec: ConnectorSpec{ID: "datagen", Source: true, Bundled: true, Release: "bundled with Flink", Verified: true,
			Origin: "DataGenConnectorOptions.java (apache/flink)"},
		options: []OptionSpec{
			// The default is DataGenConnectorOptionsUtil.ROWS_PER_SECOND_DEFAULT_VALUE
			// (10000L), a constant the generated data names but does not resolve.
			ann("rows-per-second").def("10000"),
			ann("number-of-rows").note("unset: unbounded"),
			// FactoryUtil.SOURCE_PARALLELISM in DataGenTableSourceFactory's
			// optional options at every tag read (release-1.20.4 on); FLIP-367,
			// first released in Flink 1.19.
			ann("scan.parallelism").since(V(1, 19)),
			opt("fields.#.kind", TypeEnum, "random").enum("random", "sequence").pattern(),
			opt("fields.#.min", TypeString, "").pattern(),
			opt("fields.#.max", TypeString, "").pattern(),
			opt("fields.#.max-past", TypeDuration, "").pattern().unverified(),
			opt("fields.#.length", TypeInteger, "100").pattern(),
			opt("fields.#.var-len", TypeBoolean, "false").pattern().since(V(1, 18)).unverified(),
			opt("fields.#.start", TypeString, "").pattern(),
			opt("fields.#.end", TypeString, "").pattern(),
			opt("fields.#.null-rate", TypeDouble, "0").pattern().since(V(1, 18)).unverified().
				note("key confirmed in DataGenConnectorOptionsUtil; first release not established"),
		},
	}
}

func printDef() connectorDef {
	return connectorDef{
		spec: ConnectorSpec{ID: "print", Sink: true, Bundled: true, Release: "bundled with Flink", Verified: true,
			Origin: "PrintConnectorOptions.java (apache/flink)"},
		options: []OptionSpec{
			ann("print-identifier"),
			ann("standard-error"),
			sinkParallelism,
		},
	}
}

func blackholeDef() connectorDef {
	return connectorDef{
		spec: ConnectorSpec{ID: "blackhole", Sink: true, Bundled: true, Release: "bundled with Flink", Verified: true,
			Origin: "BlackHoleTableSinkFactory.java (apache/flink): no required or optional options, helper.validate()"},
	}
}

// The connectors below are defined by their sources alone: every option,
// type, default and required key comes from catalogue_generated.go. Their
// definitions say which sides the factory serves, which keys it forwards
// unvalidated, and how strictly it validates (read in each factory's
// createDynamicTableSink/Source at the tags in connectors.json).

// sourcedDef is a sink connector whose options all come from its sources;
// source says whether it is also a table source.
func sourcedDef(id, release string, source bool, prefixes []Prefix, formats ...FormatPrefix) func() connectorDef {
	return func() connectorDef {
		return connectorDef{
			spec: ConnectorSpec{ID: id, Source: source, Sink: true, Verified: true, Release: release,
				Origin: "generated from the factory's sources (flink/sources/connectors.json)"},
			prefixes:       prefixes,
			formatPrefixes: formats,
		}
	}
}

const (
	esRelease      = "flink-connector-elasticsearch 3.x/4.x (versioned separately from Flink)"
	osRelease      = "flink-connector-opensearch 1.x/2.x (versioned separately from Flink)"
	hbaseRelease   = "flink-connector-hbase 3.x/4.x (versioned separately from Flink)"
	mongodbRelease = "flink-connector-mongodb 1.x/2.x (versioned separately from Flink)"
)

// hbaseProperties: HBase{1,2}DynamicTableFactory call
// helper.validateExcept(PROPERTIES_PREFIX) and pass 'properties.*' to the
// HBase client configuration.
var hbaseProperties = []Prefix{{Prefix: "properties.", Verified: true, Note: "passed to the HBase client configuration with the prefix removed"}}

// dynamodbUnchecked: DynamoDbDynamicSinkFactory calls only
// FactoryUtil.validateFactoryOptions (required options and their types),
// never helper.validate(), so it rejects no key.
var dynamodbUnchecked = []Prefix{{Prefix: "", Verified: true,
	Note: "the 'dynamodb' factory checks required options and types only: it rejects no key"}}

// hiveDef is a Hive table as the Hive catalog hands it to Flink (the model
// gives a Hive-dialect table the connector 'hive'). Its factory lists and
// validates no options: a Hive table keeps any property, so no key is
// unknown; the options HiveOptions declares and the filesystem options the
// Hive source and sink read come from the sources, for their values. How
// each is parsed was not read per option: unverified (warning at most).
func hiveDef() connectorDef {
	d := sourcedDef("hive", "flink-connector-hive (versioned separately from Flink)", true,
		[]Prefix{{Prefix: "", Verified: true, Note: "a Hive table keeps any property: the Hive factory validates no key"}})()
	d.spec.Verified = false
	return d
}

// watermarkOptions are FactoryUtil's FLIP-296 source options (Flink 1.18+),
// read by the planner for any source table rather than by the connector's
// factory (FactoryUtil.watermarkOptionSet). That every source factory
// accepts them is inferred from that set, not confirmed per connector.
func watermarkOptions() []OptionSpec {
	ws := []OptionSpec{
		opt("scan.watermark.emit.strategy", TypeEnum, "on-periodic").enum("on-event", "on-periodic"),
		opt("scan.watermark.alignment.group", TypeString, ""),
		opt("scan.watermark.alignment.max-drift", TypeDuration, ""),
		opt("scan.watermark.alignment.update-interval", TypeDuration, "1000 ms"),
		opt("scan.watermark.idle-timeout", TypeDuration, ""),
	}
	for i := range ws {
		ws[i] = ws[i].since(V(1, 18)).side(SourceOnly).unverified().
			note("FactoryUtil watermark option (FLIP-296); accepted for sources by the planner")
	}
	return ws
}

// The catalogue is built lazily. Building every view of every identifier for
// every release line at package initialisation slowed every process start
// (bench/README.md, figure F), and a pre-commit run needs a few
// identifiers. A view depends on its release line only through
// ConnectorSpec.Version (inView filters by Since/Until when asked), so an
// identifier's definition is built once into a version-independent base,
// and each line's view is a copy of its base with Version set: the copies
// share the base's sorted options and lookup maps, which nothing writes
// after build. Each identifier is built on first use under a sync.Once and
// never written again, so every Connector(id, v) gets the same
// *ConnectorSpec whenever it asks.

// connectorEntry is one identifier of the catalogue and its lazily built views.
type connectorEntry struct {
	since Version                 // first release line with the identifier (zero: all)
	build func() []*ConnectorSpec // the views, parallel to supportedVersions, then the union

	once  sync.Once
	views []*ConnectorSpec
}

// catalogue maps each identifier to its entry. The map is never written
// after initialisation; an entry's views are written once, under its once.
var catalogue = map[string]*connectorEntry{
	"filesystem":     {build: plainViews(filesystemDef)},
	"kafka":          {build: plainViews(kafkaDef)},
	"upsert-kafka":   {build: plainViews(upsertKafkaDef)},
	"jdbc":           {build: plainViews(jdbcDef)},
	"kinesis":        {build: kinesisViews},
	"kinesis-legacy": {build: plainViews(func() connectorDef { return kinesisLegacyDef("kinesis-legacy", false) })},
	"firehose":       {build: plainViews(firehoseDef)},
	"datagen":        {build: plainViews(datagenDef)},
	"print":          {build: plainViews(printDef)},
	"blackhole":      {build: plainViews(blackholeDef)},
	// Elasticsearch 6/7 (ElasticsearchDynamicTableFactoryBase: helper.validate();
	// a lookup source from v4.0.0), OpenSearch (sink factories only).
	"elasticsearch-6": {build: plainViews(sourcedDef("elasticsearch-6", esRelease, true, nil, valueFormat))},
	"elasticsearch-7": {build: plainViews(sourcedDef("elasticsearch-7", esRelease, true, nil, valueFormat))},
	"opensearch":      {build: plainViews(sourcedDef("opensearch", osRelease, false, nil, valueFormat))},
	"opensearch-2":    {build: plainViews(sourcedDef("opensearch-2", osRelease, false, nil, valueFormat))},
	"hbase-1.4":       {build: plainViews(sourcedDef("hbase-1.4", hbaseRelease, true, hbaseProperties))},
	"hbase-2.2":       {build: plainViews(sourcedDef("hbase-2.2", hbaseRelease, true, hbaseProperties))},
	"mongodb":         {build: plainViews(sourcedDef("mongodb", mongodbRelease, true, nil))},
	// DynamoDbDynamicSinkFactory and SqsDynamicTableFactory are sinks; SQS's
	// map option 'aws' forwards 'aws.*' (added from the sources).
	"dynamodb": {build: plainViews(sourcedDef("dynamodb", awsRelease, false, dynamodbUnchecked))},
	"sqs":      {build: plainViews(sourcedDef("sqs", awsRelease, false, nil, valueFormat))},
	"hive":     {build: plainViews(hiveDef)},
}

// spec returns view i of e (i == len(supportedVersions): the union).
func (e *connectorEntry) spec(i int) *ConnectorSpec {
	e.once.Do(func() { e.views = e.build() })
	return e.views[i]
}

// plainViews returns the builder of an identifier whose every line shares
// one definition.
func plainViews(def func() connectorDef) func() []*ConnectorSpec {
	return func() []*ConnectorSpec {
		base := def().withSources().withWatermarkOptions().build(Version{})
		return viewsOf(func(Version) *ConnectorSpec { return base })
	}
}

// viewsOf makes the view of every supported line, then the union (zero
// version), each a copy of the base baseFor picks for its line.
func viewsOf(baseFor func(Version) *ConnectorSpec) []*ConnectorSpec {
	specs := make([]ConnectorSpec, len(supportedVersions)+1)
	views := make([]*ConnectorSpec, len(specs))
	for i := range specs {
		var v Version // the union
		if i < len(supportedVersions) {
			v = supportedVersions[i]
		}
		specs[i] = *baseFor(v)
		specs[i].Version = v
		specs[i].required, specs[i].requiredKnown = specs[i].requiredOptions(), true
		views[i] = &specs[i]
	}
	return views
}

// kinesisViews builds 'kinesis'. The identifier meant the old connector
// (required 'stream') before flink-connector-aws v5, and the FLIP-27
// connector (required 'stream.arn', 'aws.region') from v5 on. Which one a
// job gets depends on the jar, not on Flink: lines up to 1.18 only have 4.x
// releases, 2.x only v5+, and 1.19/1.20 can have either (v5.0.0 was built for
// 1.19/1.20 and 4.3.0 for 1.18/1.19 — UNVERIFIED), so those lines and the
// unknown version get the permissive union, which requires only 'format'.
func kinesisViews() []*ConnectorSpec {
	// No sources for the old connector: in 4.x two factories had the
	// identifier 'kinesis' (flink-connector-kinesis, modelled here, and the
	// sink-only KinesisDynamicTableSinkFactory of flink-connector-aws-
	// kinesis-streams), and the generated data holds the second.
	legacyDef := kinesisLegacyDef("kinesis", true).withWatermarkOptions()
	v5Def := kinesisDef()
	v5Def.releases.from = "v5.0.0"
	v5Def = v5Def.withSources().withWatermarkOptions()
	legacy, v5 := legacyDef.build(Version{}), v5Def.build(Version{})
	union := mergeUnion(v5Def, legacyDef, Version{})
	return viewsOf(func(v Version) *ConnectorSpec {
		switch {
		case v.IsZero():
			return union
		case v.Less(Version{1, 19}):
			return legacy
		case v.Less(Version{2, 0}):
			return union
		}
		return v5
	})
}

// withWatermarkOptions adds the planner's watermark options to source connectors.
func (d connectorDef) withWatermarkOptions() connectorDef {
	if d.spec.Source {
		d.options = append(append([]OptionSpec(nil), d.options...), watermarkOptions()...)
	}
	return d
}

// mergeUnion builds a permissive view accepting the keys of both defs; only
// keys required by both stay required.
func mergeUnion(a, b connectorDef, v Version) *ConnectorSpec {
	reqA, reqB := map[string]bool{}, map[string]bool{}
	for _, o := range a.options {
		reqA[o.Key] = o.Required
	}
	for _, o := range b.options {
		reqB[o.Key] = o.Required
	}
	m := a
	m.options = make([]OptionSpec, 0, len(a.options)+len(b.options))
	seen := map[string]bool{}
	for _, list := range [2][]OptionSpec{a.options, b.options} {
		for _, o := range list {
			if seen[o.Key] {
				continue
			}
			seen[o.Key] = true
			o.Required = reqA[o.Key] && reqB[o.Key]
			m.options = append(m.options, o)
		}
	}
	m.prefixes = append(append([]Prefix(nil), a.prefixes...), b.prefixes...)
	m.rejected = nil
	m.spec.Verified = false
	m.spec.Note = "release-dependent: union of the v5 'kinesis' and the old connector; the jar decides which applies"
	m.spec.Release = "flink-connector-aws 4.x or v5+ (either may be used with this Flink line)"
	return m.build(v)
}

// build makes the immutable view of d for release line v.
func (d connectorDef) build(v Version) *ConnectorSpec {
	s := d.spec
	s.Version = v
	s.index = map[string]int{}
	s.deprecated = map[string]int{}
	s.rejected = d.rejected
	s.prefixes = append([]Prefix(nil), d.prefixes...)
	s.formatPrefixes = append([]FormatPrefix(nil), d.formatPrefixes...)
	s.groups = append([]Group(nil), d.groups...)
	if n := countDeclared(d.options); n > 0 {
		s.options = make([]OptionSpec, 0, n)
	}
	for _, o := range d.options {
		if o.Pattern {
			s.patterns = append(s.patterns, o)
			continue
		}
		s.options = append(s.options, o)
	}
	sort.Slice(s.options, func(i, j int) bool { return s.options[i].Key < s.options[j].Key })
	for i, o := range s.options {
		s.index[o.Key] = i
		for _, dk := range o.DeprecatedKeys {
			s.deprecated[dk] = i
		}
	}
	return &s
}

// countDeclared counts the options that are not patterns.
func countDeclared(opts []OptionSpec) int {
	n := 0
	for _, o := range opts {
		if !o.Pattern {
			n++
		}
	}
	return n
}
