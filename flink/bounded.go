package flink

import "strings"

// SourceBounded reports whether a scan source of connector id with options
// opts is bounded (its ScanRuntimeProvider's isBounded); known is false
// when the catalogue cannot tell (a connector it does not model, an option
// whose value is not known). Only the connectors whose boundedness follows
// from their options alone are modelled:
//
//   - datagen is bounded when 'number-of-rows' is set (apache/flink
//     DataGenTableSource: isBounded = numberOfRows != null);
//   - kafka is bounded when 'scan.bounded.mode' is set to a mode other than
//     'unbounded' (apache/flink-connector-kafka KafkaDynamicSource: the
//     KafkaSource's boundedness, BOUNDED only with stopping offsets);
//   - upsert-kafka without 'scan.bounded.mode' is unbounded (with it, the
//     connector release decides);
//   - Flink's test connector 'values' is bounded when 'bounded' is true
//     (TestValuesTableFactory: BOUNDED, default false);
//   - jdbc scans once (JdbcDynamicTableSource: a bounded input format).
//
// opts holds known values only: a key whose value is a hole must be absent
// and the caller must not call with options it does not fully know.
func SourceBounded(id string, opts map[string]string) (bounded, known bool) {
	switch id {
	case "datagen":
		_, set := opts["number-of-rows"]
		return set, true
	case "kafka":
		mode, set := opts["scan.bounded.mode"]
		return set && !strings.EqualFold(strings.TrimSpace(mode), "unbounded"), true
	case "upsert-kafka":
		if _, set := opts["scan.bounded.mode"]; set {
			return false, false
		}
		return false, true
	case "values":
		v, set := opts["bounded"]
		if !set {
			return false, true
		}
		b, err := ParseBoolean(v)
		return b, err == nil
	case "jdbc":
		return true, true
	}
	return false, false
}
