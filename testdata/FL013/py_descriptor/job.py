import os
from pyflink.table import DataTypes, EnvironmentSettings, Schema, TableDescriptor, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
sink = (
    TableDescriptor.for_connector("filesystem")
    .schema(Schema.new_builder().column("id", DataTypes.STRING()).build())
    .option("path", "s3://bucket/out/")
    .option("sink.rolling-policy.rollover-interval", "30 minutes")
    .option("sink.rolling-policy.file-size", os.environ["SIZE"])
    .option("auto-compaction", "on")  # want "FL013" col=13
    .format("json")
    .build()
)
t_env.create_temporary_table("s3_sink", sink)
t_env.from_path("src").execute_insert("s3_sink")
