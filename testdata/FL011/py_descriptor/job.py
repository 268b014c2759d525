from pyflink.table import DataTypes, EnvironmentSettings, Schema, TableDescriptor, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
sink = (
    TableDescriptor.for_connector("filesystm")  # want "FL011" col=35
    .schema(Schema.new_builder().column("id", DataTypes.STRING()).build())
    .option("path", "s3://bucket/out/")
    .format("json")
    .build()
)
t_env.create_temporary_table("s3_sink", sink)
t_env.from_path("src").execute_insert("s3_sink")
