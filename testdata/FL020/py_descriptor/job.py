from pyflink.table import EnvironmentSettings, TableEnvironment, TableDescriptor, Schema, DataTypes

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
sink = (TableDescriptor.for_connector("filesystem")  # want "FL020"
        .schema(Schema.new_builder().column("id", DataTypes.STRING()).column("dt", DataTypes.STRING()).build())
        .option("path", "s3://bucket/out/")
        .option("format", "json")
        .partitioned_by("dt")
        .build())
t_env.create_temporary_table("s3_sink", sink)
t_env.from_path("src").execute_insert("s3_sink")
