package flink

import "strings"

// noLookupSources are the connectors whose table source is a scan source
// only (no LookupTableSource), so a table of theirs cannot be the right
// side of a lookup join:
//
//	datagen       apache/flink DataGenTableSource (ScanTableSource)
//	filesystem    apache/flink FileSystemTableSource (ScanTableSource and
//	              push-down abilities)
//	kafka,        apache/flink-connector-kafka KafkaDynamicSource
//	upsert-kafka  (ScanTableSource, SupportsReadingMetadata,
//	              SupportsWatermarkPushDown)
//	kinesis       apache/flink-connector-aws KinesisDynamicSource
//	              (ScanTableSource)
var noLookupSources = map[string]bool{
	"datagen":      true,
	"filesystem":   true,
	"kafka":        true,
	"upsert-kafka": true,
	"kinesis":      true,
}

// LacksLookupSource reports whether a table of the connector with the
// given options is known to have no lookup source. False means "has one"
// or "not known": a connector missing from the list, such as jdbc, hbase,
// a catalog's own tables or a connector flinklint does not model.
//
// Flink's test connector 'values' has a lookup source unless
// 'disable-lookup' is true (apache/flink TestValuesTableFactory: the
// option picks TestValuesScanTableSource over
// TestValuesScanLookupTableSource).
func LacksLookupSource(connector string, opts map[string]string) bool {
	if connector == "values" {
		v, ok := opts["disable-lookup"]
		return ok && strings.EqualFold(v, "true")
	}
	return noLookupSources[connector]
}

// lookupSources are the connectors whose table source is a lookup source
// (it implements LookupTableSource):
//
//	jdbc        apache/flink-connector-jdbc JdbcDynamicTableSource
//	hbase-1.4,  apache/flink-connector-hbase HBaseDynamicTableSource
//	hbase-2.2
var lookupSources = map[string]bool{"jdbc": true, "hbase-1.4": true, "hbase-2.2": true}

// HasLookupSource reports whether a table of the connector with the given
// options is known to have a lookup source, so that FOR SYSTEM_TIME AS OF
// a processing time against it plans as a lookup join. False means "has
// none" or "not known". Flink's test connector 'values' has one unless
// 'disable-lookup' is true.
func HasLookupSource(connector string, opts map[string]string) bool {
	if connector == "values" {
		v, ok := opts["disable-lookup"]
		return !ok || !strings.EqualFold(v, "true")
	}
	return lookupSources[connector]
}
