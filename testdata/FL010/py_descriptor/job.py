from pyflink.table import DataTypes, EnvironmentSettings, Schema, TableDescriptor, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
sink = (
    TableDescriptor.for_connector("filesystem")
    .schema(Schema.new_builder().column("id", DataTypes.STRING()).build())
    .option("path", "s3://bucket/out/")
    .option("sink.rolling-policy.file_size", "256MB")  # want "FL010" col=13
    .format("json")
    .build()
)
t_env.create_temporary_table("s3_sink", sink)
t_env.from_path("src").execute_insert("s3_sink")
