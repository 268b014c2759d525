from pyflink.table import DataTypes, EnvironmentSettings, Schema, TableDescriptor, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
schema = Schema.new_builder().column("id", DataTypes.STRING().not_null()).primary_key("id").build()
sink = (
    TableDescriptor.for_connector("upsert-kafka")
    .schema(schema)
    .option("topic", "totals")
    .option("properties.bootstrap.servers", "broker:9092")
    .option("key.format", "json")
    .option("value.format", "json")
    .build()
)
t_env.create_temporary_table("totals", sink)
