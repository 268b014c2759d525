package pyparse

import (
	"testing"
)

func TestDescriptors(t *testing.T) {
	src := `from pyflink.table import TableDescriptor, Schema, DataTypes, FormatDescriptor

def sink(path, fmt="json"):
    return (TableDescriptor.for_connector("filesystem")
        .schema(Schema.new_builder().column("id", DataTypes.INT()).primary_key("id").watermark("ts", "ts - INTERVAL '5' SECOND").build())
        .option("path", path)
        .option("auto-compaction", True)
        .format(FormatDescriptor.for_format(fmt).option("ignore-parse-errors", "true").build())
        .partitioned_by("dt", "hr")
        .build())

t_env.create_temporary_table("out", sink("s3://b/x"))
src_desc = TableDescriptor.for_connector("datagen").option("rows-per-second", 10).build()
t_env.create_temporary_table("src", src_desc)
t_env.from_path("src").execute_insert("out")
table.execute_insert(TableDescriptor.for_connector("print").build())
`
	m := parseSrc(t, src)
	if len(m.Descriptors) != 3 {
		for _, d := range m.Descriptors {
			t.Logf("%+v", d)
		}
		t.Fatalf("got %d descriptors", len(m.Descriptors))
	}
	d := m.Descriptors[0]
	if d.Connector.Value != "filesystem" || len(d.Registered) != 1 || d.Registered[0].Value != "out" {
		t.Errorf("sink: %+v", d)
	}
	want := map[string]string{"path": "s3://b/x", "auto-compaction": "true", "format": "json", "json.ignore-parse-errors": "true"}
	got := map[string]string{}
	for _, o := range d.Options {
		got[o.Key.Value] = o.Value.Value
		if !o.Key.Known || !o.Value.Known {
			t.Errorf("option not known: %+v", o)
		}
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("option %s = %q, want %q (all %v)", k, got[k], v, got)
		}
	}
	for _, o := range d.Options {
		if o.Key.Value == "path" {
			if s := src[o.Value.Span.Start:o.Value.Span.End]; s != `"s3://b/x"` {
				t.Errorf("path value span %q", s)
			}
			if s := src[o.Span.Start:o.Span.End]; s != `"path", path` {
				t.Errorf("option span %q", s)
			}
		}
	}
	if len(d.PrimaryKey) != 1 || !d.Watermark || len(d.PartitionBy) != 2 {
		t.Errorf("schema: %+v", d)
	}
	if len(d.InsertedBy) != 1 {
		t.Errorf("inserted by: %+v", d.InsertedBy)
	}
	if s := m.Descriptors[1]; s.Connector.Value != "datagen" || len(s.ReadBy) != 1 || s.Options[0].Value.Value != "10" {
		t.Errorf("src: %+v", s)
	}
	if p := m.Descriptors[2]; p.Connector.Value != "print" || len(p.InsertedBy) != 1 {
		t.Errorf("print: %+v", p)
	}
}

func TestSettingsForms(t *testing.T) {
	src := `from pyflink.datastream import StreamExecutionEnvironment, RuntimeExecutionMode
from pyflink.common import Configuration
config = Configuration()
config.set_string("execution.checkpointing.interval", "10s")
config.set_integer("parallelism.default", 3)
env = StreamExecutionEnvironment.get_execution_environment(config)
env.set_parallelism(2)
env.set_max_parallelism(128)
env.enable_checkpointing(60000)
env.set_runtime_mode(RuntimeExecutionMode.BATCH)
env.add_jars("file:///a.jar", "file:///b.jar")
t_env.get_config().get_configuration().set_string("pipeline.jars", "file:///c.jar;file:///d.jar")
ds.map(f).name("m").uid("map-1").set_parallelism(4)
s = {1}
s.set("x")
`
	m := parseSrc(t, src)
	want := []struct{ key, value, api string }{
		{"execution.checkpointing.interval", "10s", "Configuration.set_string"},
		{"parallelism.default", "3", "Configuration.set_integer"},
		{"parallelism.default", "2", "set_parallelism"},
		{"pipeline.max-parallelism", "128", "set_max_parallelism"},
		{"execution.checkpointing.interval", "60000 ms", "enable_checkpointing"},
		{"execution.runtime-mode", "batch", "set_runtime_mode"},
		{"pipeline.jars", "file:///c.jar;file:///d.jar", "get_configuration().set_string"},
	}
	if len(m.Settings) != len(want) {
		for _, s := range m.Settings {
			t.Logf("%+v", s)
		}
		t.Fatalf("got %d settings, want %d", len(m.Settings), len(want))
	}
	for i, w := range want {
		s := m.Settings[i]
		if s.Key.Value != w.key || s.Value.Value != w.value || s.API != w.api {
			t.Errorf("setting %d: %s=%s (%s), want %s=%s (%s)", i, s.Key.Value, s.Value.Value, s.API, w.key, w.value, w.api)
		}
	}
	if len(m.Jars) != 4 {
		t.Errorf("jars: %+v", m.Jars)
	}
	if len(m.Operators) != 1 || m.Operators[0].Method != "map" || m.Operators[0].UID.Value != "map-1" || m.Operators[0].Parallelism.Value != "4" {
		t.Errorf("operators: %+v", m.Operators)
	}
}

func TestFileSinkAndCDK(t *testing.T) {
	src := `from pyflink.datastream.connectors.file_system import FileSink
import aws_cdk.aws_kinesisanalytics_flink_alpha as flink
sink = FileSink.for_row_format("s3://b/out", Encoder.simple_string_encoder()) \
    .enable_compact(FileCompactStrategy.builder().build(), FileCompactor.concat_file_compactor()) \
    .build()
ds.sink_to(sink)
PAR = 4
groups = {"kinesis.analytics.flink.run.options": {"python": "main.py"}}
app = flink.Application(self, "App",
    code=flink.ApplicationCode.from_asset("./app"),
    runtime=flink.Runtime.FLINK_1_19,
    parallelism=PAR, auto_scaling_enabled=True,
    property_groups=groups)
`
	m := parseSrc(t, src)
	if len(m.FileSinks) != 1 || !m.FileSinks[0].Compacted || m.FileSinks[0].Path.Value != "s3://b/out" {
		t.Errorf("file sinks: %+v", m.FileSinks)
	}
	if len(m.Calls) != 1 {
		t.Fatalf("calls: %+v", m.Calls)
	}
	c := m.Calls[0]
	if c.Callee != "flink.Application" || len(c.Args) != 7 {
		t.Fatalf("call: %+v", c)
	}
	args := map[string]*Value{}
	for _, a := range c.Args {
		args[a.Name] = a.Value
	}
	if v := args["parallelism"]; v.Kind != NumberKind || v.Str != "4" {
		t.Errorf("parallelism: %+v", v)
	}
	if v := args["auto_scaling_enabled"]; v.Kind != BoolKind || v.Str != "true" {
		t.Errorf("autoscaling: %+v", v)
	}
	if v := args["runtime"]; v.Kind != NameKind || v.Str != "flink.Runtime.FLINK_1_19" {
		t.Errorf("runtime: %+v", v)
	}
	if v := args["code"]; v.Kind != CallKind || v.Call.Callee != "flink.ApplicationCode.from_asset" {
		t.Errorf("code: %+v", v)
	}
	g := args["property_groups"]
	if g.Kind != DictKind || g.Keys[0].Value != "kinesis.analytics.flink.run.options" || g.Values[0].Values[0].Str != "main.py" {
		t.Errorf("groups: %+v", g)
	}
}

// TestDescriptorSchemas: each descriptor's primary key comes from its own
// schema, followed through helpers and builder variables; a schema built in
// code that is not followed is unknown, not keyless.
func TestDescriptorSchemas(t *testing.T) {
	src := `from pyflink.table import Schema, TableDescriptor
from elsewhere import imported_schema
def chained():
    b = Schema.new_builder()
    return b.column("id", "STRING").primary_key("id").build()
def statements():
    b = Schema.new_builder()
    b.column("id", "STRING")
    b.primary_key_named("pk", "id")
    return b.build()
def reassigned():
    b = Schema.new_builder()
    b = b.column("id", "STRING")
    b = b.primary_key("id")
    return b.build()
def keyless():
    return Schema.new_builder().column("id", "STRING").build()
def kafka(schema):
    return TableDescriptor.for_connector("kafka").schema(schema).build()
t_env.create_temporary_table("a", TableDescriptor.for_connector("kafka").schema(chained()).build())
t_env.create_temporary_table("b", TableDescriptor.for_connector("kafka").schema(statements()).build())
t_env.create_temporary_table("c", TableDescriptor.for_connector("kafka").schema(reassigned()).build())
t_env.create_temporary_table("d", kafka(keyless()))
t_env.create_temporary_table("e", kafka(chained()))
t_env.create_temporary_table("f", kafka(imported_schema()))
t_env.create_temporary_table("g", TableDescriptor.for_connector("kafka").build())
`
	want := map[string]struct {
		key     string
		unknown bool
	}{"a": {"id", false}, "b": {"id", false}, "c": {"id", false}, "d": {"", false}, "e": {"id", false}, "f": {"", true}, "g": {"", false}}
	m := parseSrc(t, src)
	if len(m.Descriptors) != len(want) {
		t.Fatalf("got %d descriptors, want %d", len(m.Descriptors), len(want))
	}
	for _, d := range m.Descriptors {
		name := d.Registered[0].Value
		key := ""
		if len(d.PrimaryKey) > 0 {
			key = d.PrimaryKey[0]
		}
		if w := want[name]; key != w.key || len(d.PrimaryKey) > 1 || d.SchemaUnknown != w.unknown {
			t.Errorf("%s: key %v, schema unknown %v; want %q, %v", name, d.PrimaryKey, d.SchemaUnknown, w.key, w.unknown)
		}
	}
}
