import json

from pyflink.table import DataTypes, EnvironmentSettings, Schema, TableDescriptor, TableEnvironment

# The sink's options come from a file read at run time: which of them are
# set cannot be told, so no required option is reported missing.
with open("/etc/flink/sink.json") as f:
    SINK_OPTIONS = json.load(f)

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.get_config().set("execution.checkpointing.interval", "1 min")
schema = Schema.new_builder().column("id", DataTypes.STRING()).build()
builder = TableDescriptor.for_connector("filesystem").schema(schema)
for key, value in SINK_OPTIONS.items():
    builder = builder.option(key, value)
t_env.create_temporary_table("s3_sink", builder.build())
t_env.execute_sql("INSERT INTO s3_sink SELECT id FROM src")
