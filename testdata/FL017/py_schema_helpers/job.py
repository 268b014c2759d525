# Each descriptor keeps its own schema through helper functions: the key of
# the upsert sink's schema is not the Kafka source's key.
from pyflink.table import DataTypes, EnvironmentSettings, Schema, TableDescriptor, TableEnvironment

from shared.schemas import audit_schema


def sink_schema():
    return (Schema.new_builder()
            .column("user_id", DataTypes.STRING().not_null())
            .column("total", DataTypes.BIGINT())
            .primary_key("user_id")
            .build())


def source_schema():
    builder = Schema.new_builder()
    return builder.column("user_id", DataTypes.STRING()).column("amount", DataTypes.BIGINT()).build()


def kafka_table(topic, schema):
    return (TableDescriptor.for_connector("kafka")
            .schema(schema)
            .option("topic", topic)
            .option("properties.bootstrap.servers", "broker:9092")
            .option("properties.group.id", "g1")
            .option("scan.startup.mode", "earliest-offset")
            .format("json")
            .build())


def main():
    t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
    t_env.create_temporary_table("orders", kafka_table("orders", source_schema()))
    t_env.create_temporary_table("users", kafka_table("users", sink_schema()))  # want "FL017"
    # A schema built in a module flinklint does not read: no claim either way.
    t_env.create_temporary_table("audit", kafka_table("audit", audit_schema()))
    t_env.create_temporary_table(
        "totals",
        TableDescriptor.for_connector("upsert-kafka")
        .schema(sink_schema())
        .option("topic", "totals")
        .option("properties.bootstrap.servers", "broker:9092")
        .option("key.format", "json")
        .option("value.format", "json")
        .build())
    t_env.create_temporary_table(
        "audit_totals",
        TableDescriptor.for_connector("upsert-kafka")
        .schema(audit_schema())
        .option("topic", "audit-totals")
        .option("properties.bootstrap.servers", "broker:9092")
        .option("key.format", "json")
        .option("value.format", "json")
        .build())
    t_env.execute_sql("INSERT INTO totals SELECT user_id, SUM(amount) FROM orders GROUP BY user_id")


if __name__ == "__main__":
    main()
