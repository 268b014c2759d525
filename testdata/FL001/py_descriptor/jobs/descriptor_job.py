from pyflink.table import DataTypes, EnvironmentSettings, Schema, TableDescriptor, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
sink = (
    TableDescriptor.for_connector("filesystem")
    .schema(Schema.new_builder().column("id", DataTypes.STRING()).build())
    .option("path", "s3://bucket/out/")
    .option("auto-compaction", "true")  # want "FL001" level=error
    .format("json")
    .build()
)
t_env.create_temporary_table("s3_sink", sink)
t_env.from_path("src").execute_insert("s3_sink")
