from pyflink.table import DataTypes, EnvironmentSettings, Schema, TableDescriptor, TableEnvironment

SINK_OPTIONS = {
    "path": "s3://bucket/out/",
    "format": "json",
    "auto-compaction": "true",  # want "FL001" level=error
}

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.get_config().set("execution.checkpointing.interval", "1 min")
schema = Schema.new_builder().column("id", DataTypes.STRING()).build()
builder = TableDescriptor.for_connector("filesystem").schema(schema)
for key, value in SINK_OPTIONS.items():
    builder = builder.option(key, value)
t_env.create_temporary_table("s3_sink", builder.build())
t_env.execute_sql("INSERT INTO s3_sink SELECT id FROM src")
