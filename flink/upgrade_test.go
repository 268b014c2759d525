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

func TestPyFlinkCoreData(t *testing.T) {
	if r, ok := PyFlinkMemberRemoved("StreamExecutionEnvironment", "set_stream_time_characteristic", V(2, 0)); !ok || r.LastFlink != "1.20" {
		t.Errorf("set_stream_time_characteristic on 2.0: %+v %v", r, ok)
	}
	if _, ok := PyFlinkMemberRemoved("StreamExecutionEnvironment", "set_stream_time_characteristic", V(1, 20)); ok {
		t.Error("set_stream_time_characteristic removed on 1.20")
	}
	if _, ok := PyFlinkMemberRemoved("StreamExecutionEnvironment", "add_source", V(2, 1)); ok {
		t.Error("add_source is kept by PyFlink 2.x")
	}
	if _, ok := PyFlinkNameRemoved("pyflink.datastream", "TimeCharacteristic", V(2, 1)); !ok {
		t.Error("TimeCharacteristic not removed from pyflink.datastream on 2.1")
	}
	if _, ok := PyFlinkNameRemoved("pyflink.datastream", "HashMapStateBackend", V(2, 1)); ok {
		t.Error("HashMapStateBackend removed")
	}
	if got := PyFlinkReturns("StreamTableEnvironment", "get_config"); got != "TableConfig" {
		t.Errorf("StreamTableEnvironment.get_config returns %q", got)
	}
	if !IsPyFlinkMemberName("register_kryo_type") || IsPyFlinkMemberName("from_source") {
		t.Error("IsPyFlinkMemberName")
	}
	for name, want := range map[string]bool{"FlinkKafkaConsumer": true, "TimeCharacteristic": true, "KafkaSource": false, "TableEnvironment": false} {
		if IsPyFlinkRemovedName(name) != want {
			t.Errorf("IsPyFlinkRemovedName(%s) = %v", name, !want)
		}
	}
}

func TestPyFlinkPythonRequires(t *testing.T) {
	for v, want := range map[Version]string{V(1, 20): ">=3.8", V(2, 0): ">=3.8", V(2, 1): ">=3.9", V(2, 2): ">=3.9"} {
		if got, ok := PyFlinkPythonRequires(v); !ok || got.Requires != want {
			t.Errorf("%s: %+v %v, want %s", v, got, ok, want)
		}
	}
	if _, ok := PyFlinkPythonRequires(V(1, 18)); ok {
		t.Error("1.18 has no python_requires in the data")
	}
}
