package flink

import "testing"

func TestUpgradeData(t *testing.T) {
	if r, ok := PyFlinkRemoved("pyflink.datastream.connectors", "FlinkKafkaConsumer", V(2, 0)); !ok || r.Replacements[0] != "KafkaSource" {
		t.Errorf("FlinkKafkaConsumer from the package on 2.0: %+v %v", r, ok)
	}
	if _, ok := PyFlinkRemoved("pyflink.datastream.connectors.kafka", "FlinkKafkaConsumer", V(1, 20)); ok {
		t.Error("FlinkKafkaConsumer reported on 1.20")
	}
	if _, ok := PyFlinkRemoved("pyflink.datastream.connectors.kafka", "KafkaSource", V(2, 1)); ok {
		t.Error("KafkaSource reported")
	}
	if _, ok := PyFlinkRemoved("pyflink.table", "FlinkKafkaConsumer", V(2, 1)); ok {
		t.Error("a module that is not above the defining one matched")
	}
	for _, tc := range []struct {
		v          Version
		value, tag string
		ok         bool
	}{{V(2, 0), "v2_0", "release-1.11.0", true}, {V(2, 1), "v2_1", "release-1.13.0", true}, {V(3, 0), "v3_0", "", false}} {
		value, tag, ok := OperatorFlinkVersion(tc.v)
		if value != tc.value || tag != tc.tag || ok != tc.ok {
			t.Errorf("OperatorFlinkVersion(%s) = %s %s %v, want %s %s %v", tc.v, value, tag, ok, tc.value, tc.tag, tc.ok)
		}
	}
	if b := ConnectorBuilds("apache/flink-connector-kafka"); len(b) == 0 || b[len(b)-1].Flink != "2.1" {
		t.Errorf("kafka builds: %+v", b)
	}
}
