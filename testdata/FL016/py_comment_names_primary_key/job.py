# A comment that names a primary-key call is not a primary key.
from pyflink.table import DataTypes, EnvironmentSettings, Schema, TableDescriptor, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
sink = (
    TableDescriptor.for_connector("upsert-kafka")  # want "FL016" col=35
    .schema(Schema.new_builder().column("id", DataTypes.STRING()).build())
    .option("topic", "totals")
    .option("properties.bootstrap.servers", "broker:9092")
    .option("key.format", "json")
    .option("value.format", "json")
    .build()
)
t_env.create_temporary_table("totals", sink)  # TODO: define a key later, with primary_key("id")
