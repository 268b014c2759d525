# The key is set on a builder variable after it was assigned: the upsert
# sink has it. The other sink's schema has none.
from pyflink.table import DataTypes, EnvironmentSettings, Schema, TableDescriptor, TableEnvironment


def keyed_schema():
    builder = Schema.new_builder()
    return builder.column("user_id", DataTypes.STRING().not_null()).primary_key("user_id").build()


def keyless_schema():
    builder = Schema.new_builder()
    builder.column("user_id", DataTypes.STRING())
    return builder.build()


def upsert(topic, schema):
    return (TableDescriptor.for_connector("upsert-kafka")
            .schema(schema)
            .option("topic", topic)
            .option("properties.bootstrap.servers", "broker:9092")
            .option("key.format", "json")
            .option("value.format", "json")
            .build())


t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.create_temporary_table("totals", upsert("totals", keyed_schema()))
t_env.create_temporary_table("latest", upsert("latest", keyless_schema()))  # want "FL016"
