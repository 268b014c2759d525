# The same insert, but one source is Kafka: the input never ends.
from pyflink.table import DataTypes, EnvironmentSettings, Schema, TableDescriptor, TableEnvironment
from pyflink.table.expressions import col

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.create_temporary_table(
    "source",
    TableDescriptor.for_connector("kafka")
    .schema(Schema.new_builder().column("line", DataTypes.STRING()).build())
    .option("topic", "lines")
    .option("properties.bootstrap.servers", "broker:9092")
    .format("json")
    .build(),
)
t_env.create_temporary_table(
    "sink",
    TableDescriptor.for_connector("filesystem")  # want "FL022" level=warning
    .schema(Schema.new_builder().column("line", DataTypes.STRING()).build())
    .option("path", "s3://bucket/lines/")
    .format("json")
    .build(),
)
t_env.from_path("source").select(col("line")).execute_insert("sink")
