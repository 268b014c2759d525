package flink

import "strings"

// SinkChangelog says which row kinds a table sink accepts, which decides
// whether an updating query (non-windowed GROUP BY, regular join) can be
// inserted into it; Flink rejects the mismatch at planning with
// "... doesn't support consuming update [and delete] changes ...".
type SinkChangelog int

// Sink changelog kinds.
const (
	// ChangelogUnknown: not modelled.
	ChangelogUnknown SinkChangelog = iota
	// InsertOnly: the sink accepts only inserts.
	InsertOnly
	// FormatDecides: the value format's changelog mode applies (filesystem,
	// kafka, kinesis, firehose, sqs): plain formats are insert-only, CDC
	// formats accept updates.
	FormatDecides
	// Upsert: updates are written by key (upsert-kafka; jdbc with a PRIMARY KEY).
	Upsert
	// AllKinds: every row kind is accepted (print, blackhole).
	AllKinds
)

// sinkChangelogs is flink-facts.md §2.3, §5 items 7 and 10. The AWS sinks
// return their encoding format's changelog mode (apache/flink-connector-aws
// v5.0.0 to v6.0.0: KinesisDynamicSink, KinesisFirehoseDynamicSink and
// SqsDynamicSink#getChangelogMode), and DynamoDbDynamicSink upserts.
var sinkChangelogs = map[string]SinkChangelog{
	"filesystem":     FormatDecides,
	"kafka":          FormatDecides,
	"upsert-kafka":   Upsert,
	"jdbc":           Upsert,
	"kinesis":        FormatDecides,
	"kinesis-legacy": FormatDecides,
	"firehose":       FormatDecides,
	"sqs":            FormatDecides,
	"dynamodb":       Upsert,
	"print":          AllKinds,
	"blackhole":      AllKinds,
}

// SinkChangelogOf returns the changelog behaviour of a connector's sink.
func SinkChangelogOf(id string) SinkChangelog { return sinkChangelogs[id] }

// changelogFormats are format identifiers whose changelog mode contains
// updates or deletes (the CDC formats shipped with Flink); every other
// format bundled with Flink (json, csv, avro, parquet, orc, raw, protobuf,
// avro-confluent) is insert-only.
var changelogFormats = map[string]bool{
	"debezium-json": true, "debezium-avro-confluent": true, "canal-json": true,
	"maxwell-json": true, "ogg-json": true,
}

// insertOnlyFormats are the bundled insert-only formats.
var insertOnlyFormats = map[string]bool{
	"json": true, "csv": true, "avro": true, "avro-confluent": true, "parquet": true,
	"orc": true, "raw": true, "protobuf": true,
}

// FormatIsInsertOnly reports whether the format handles only inserts;
// known is false for a format the catalogue does not know (a custom one).
func FormatIsInsertOnly(format string) (insertOnly, known bool) {
	f := strings.ToLower(strings.TrimSpace(format))
	switch {
	case changelogFormats[f]:
		return false, true
	case insertOnlyFormats[f]:
		return true, true
	}
	return false, false
}

// SinkAcceptsUpdates reports whether a table of connector id with options
// opts accepts update/delete rows; known is false when the catalogue cannot
// tell (unknown connector, unknown or unset format, jdbc without knowing
// the primary key — pass hasPrimaryKey).
func SinkAcceptsUpdates(id string, opts map[string]string, hasPrimaryKey bool) (accepts, known bool) {
	if id == "values" {
		return ValuesSinkAcceptsUpdates(opts), true
	}
	switch SinkChangelogOf(id) {
	case InsertOnly:
		return false, true
	case AllKinds:
		return true, true
	case Upsert:
		if id == "jdbc" {
			return hasPrimaryKey, true
		}
		return true, true
	case FormatDecides:
		f, ok := opts["format"]
		if !ok {
			f, ok = opts["value.format"]
		}
		if !ok {
			return false, false
		}
		insertOnly, known := FormatIsInsertOnly(f)
		return known && !insertOnly, known
	}
	return false, false
}

// otherConnectorIDs are table connector identifiers that exist in Flink or
// in widely used connector projects but whose options are not modelled. A
// rule flagging an unknown connector id checks IsKnownConnectorID first, and
// should still stay modest: any jar on the classpath can add a factory.
var otherConnectorIDs = []string{
	"dynamodb", "elasticsearch-6", "elasticsearch-7", "opensearch", "opensearch-2",
	"hbase-1.4", "hbase-2.2", "hive", "mongodb", "pulsar", "upsert-pulsar", "kudu",
	"paimon", "iceberg", "hudi", "mysql-cdc", "postgres-cdc", "oracle-cdc",
	"sqlserver-cdc", "mongodb-cdc", "tidb-cdc", "db2-cdc", "oceanbase-cdc",
	"doris", "starrocks", "clickhouse", "values", "sqs", "prometheus", "redis",
	"http", "faker", "kafka-share-group", "dynamic-kafka", "filesystem-legacy",
	"delta",       // Delta Lake's flink connector (delta-io/connectors, DeltaDynamicTableFactory)
	"rest-lookup", // getindata/flink-http-connector, HttpLookupTableSourceFactory#factoryIdentifier
	"confluent",   // Confluent's built-in table connector (docs.confluent.io, "Table Operations in Confluent Manager for Apache Flink")
}

// IsKnownConnectorID reports whether id is a modelled connector or another
// identifier known to exist.
func IsKnownConnectorID(id string) bool {
	if _, ok := catalogue[id]; ok {
		return true
	}
	for _, o := range otherConnectorIDs {
		if o == id {
			return true
		}
	}
	return false
}

// KnownConnectorIDs returns every identifier IsKnownConnectorID accepts,
// sorted: the candidate list for a did-you-mean on 'connector'.
func KnownConnectorIDs() []string {
	out := KnownConnectors(Version{})
	out = append(out, otherConnectorIDs...)
	sortStrings(out)
	return out
}

// SourceChanges are the row kinds a table's scan source produces.
type SourceChanges struct {
	Updates, Deletes bool
	// Upsert is set when the source produces updates without their
	// UPDATE_BEFORE (upsert-kafka, a 'values' table of 'I,UA,D'): the
	// planner then adds a ChangelogNormalize after the scan.
	Upsert bool
}

// InsertOnly reports whether the source produces inserts only.
func (c SourceChanges) InsertOnly() bool { return !c.Updates && !c.Deletes }

// cdcConnectors are the Flink CDC connectors, whose sources read a
// database's change log: every row kind (apache/flink-cdc
// flink-cdc-connect/flink-cdc-source-connectors, the *TableSource classes'
// getChangelogMode). Their option 'scan.read-changelog-as-append-only.enabled'
// (CDC 3.x) turns it into inserts, so a table that sets it is not known.
var cdcConnectors = map[string]bool{
	"mysql-cdc": true, "postgres-cdc": true, "oracle-cdc": true, "sqlserver-cdc": true,
	"mongodb-cdc": true, "tidb-cdc": true, "db2-cdc": true, "oceanbase-cdc": true,
}

// insertOnlySources are connectors whose scan source produces inserts
// only, whatever their options: apache/flink DataGenTableSource and
// apache/flink-connector-jdbc JdbcDynamicTableSource return
// ChangelogMode.insertOnly().
var insertOnlySources = map[string]bool{"datagen": true, "jdbc": true}

// SourceChangelog returns the row kinds a scan source of connector id with
// options opts produces; known is false when the catalogue cannot tell (a
// connector or format it does not model, a format left unset).
//
// kafka, filesystem and kinesis decode with their format, whose changelog
// mode the source returns (KafkaDynamicSource, FileSystemTableSource,
// KinesisDynamicSource#getChangelogMode); upsert-kafka produces upserts
// (UpsertKafkaDynamicTableFactory: ChangelogMode.upsert()); Flink's test
// connector 'values' produces the kinds its 'changelog-mode' lists
// (default 'I', apache/flink TestValuesTableFactory).
func SourceChangelog(id string, opts map[string]string) (SourceChanges, bool) {
	switch {
	case insertOnlySources[id]:
		return SourceChanges{}, true
	case id == "upsert-kafka":
		return SourceChanges{Updates: true, Deletes: true, Upsert: true}, true
	case id == "values":
		return valuesChangelogMode(opts["changelog-mode"])
	case cdcConnectors[id]:
		if _, set := opts["scan.read-changelog-as-append-only.enabled"]; set {
			return SourceChanges{}, false
		}
		return SourceChanges{Updates: true, Deletes: true}, true
	case id == "kafka" || id == "filesystem" || id == "kinesis":
		f, ok := opts["format"]
		if !ok {
			f, ok = opts["value.format"]
		}
		if !ok {
			return SourceChanges{}, false
		}
		insertOnly, known := FormatIsInsertOnly(f)
		if !known {
			return SourceChanges{}, false
		}
		if insertOnly {
			return SourceChanges{}, true
		}
		return SourceChanges{Updates: true, Deletes: true}, true
	}
	return SourceChanges{}, false
}

// valuesChangelogMode reads the 'values' connector's 'changelog-mode', a
// comma list of I, UB, UA, D.
func valuesChangelogMode(mode string) (SourceChanges, bool) {
	if strings.TrimSpace(mode) == "" {
		return SourceChanges{}, true
	}
	var c SourceChanges
	before := false
	for _, k := range strings.Split(mode, ",") {
		switch strings.ToUpper(strings.TrimSpace(k)) {
		case "I":
		case "UB":
			before, c.Updates = true, true
		case "UA":
			c.Updates = true
		case "D":
			c.Deletes = true
		default:
			return SourceChanges{}, false
		}
	}
	c.Upsert = c.Updates && !before
	return c, true
}

// ValuesSinkAcceptsUpdates reports whether a table of Flink's test
// connector 'values' accepts updates as a sink: the kinds of
// 'sink-changelog-mode-enforced' when set, else updates only when
// 'sink-insert-only' (default true) is false (apache/flink
// flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/factories/sink/TestValuesTableSink.java,
// getChangelogMode).
func ValuesSinkAcceptsUpdates(opts map[string]string) bool {
	if mode, ok := opts["sink-changelog-mode-enforced"]; ok {
		c, known := valuesChangelogMode(mode)
		return !known || !c.InsertOnly()
	}
	v, ok := opts["sink-insert-only"]
	return ok && strings.EqualFold(strings.TrimSpace(v), "false")
}
