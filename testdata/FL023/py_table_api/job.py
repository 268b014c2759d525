# A grouped aggregate of the Table API updates its result, as SQL's GROUP
# BY does: an append-only sink rejects it; a window aggregate and an
# upsert sink are fine.
from pyflink.table import DataTypes, EnvironmentSettings, Schema, TableDescriptor, TableEnvironment
from pyflink.table.expressions import col, lit
from pyflink.table.window import Tumble


def kafka(topic, fmt):
    return (
        TableDescriptor.for_connector("kafka")
        .option("topic", topic)
        .option("properties.bootstrap.servers", "broker:9092")
        .option("properties.group.id", "g")
        .option("scan.startup.mode", "earliest-offset")
        .format(fmt)
    )


t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.get_config().set("execution.checkpointing.interval", "60 s")
t_env.create_temporary_table(
    "clicks",
    TableDescriptor.for_connector("datagen")
    .schema(
        Schema.new_builder()
        .column("url", DataTypes.STRING())
        .column("ts", DataTypes.TIMESTAMP(3))
        .watermark("ts", "ts - INTERVAL '5' SECOND")
        .build()
    )
    .build(),
)
t_env.create_temporary_table(
    "counts",
    TableDescriptor.for_connector("kafka")
    .schema(Schema.new_builder().column("url", DataTypes.STRING()).column("n", DataTypes.BIGINT()).build())
    .option("topic", "counts")
    .option("properties.bootstrap.servers", "broker:9092")
    .format("json")
    .build(),
)
t_env.create_temporary_table(
    "upserts",
    TableDescriptor.for_connector("upsert-kafka")
    .schema(
        Schema.new_builder()
        .column("url", DataTypes.STRING().not_null())
        .column("n", DataTypes.BIGINT())
        .primary_key("url")
        .build()
    )
    .option("topic", "upserts")
    .option("properties.bootstrap.servers", "broker:9092")
    .option("key.format", "json")
    .option("value.format", "json")
    .build(),
)
clicks = t_env.from_path("clicks")
per_url = clicks.group_by(col("url")).select(col("url"), col("url").count.alias("n"))
per_url.execute_insert("counts")  # want "FL023" level=error
per_url.filter(col("n") > 10).execute_insert("counts")  # want "FL023" level=error

# Insert-only: a window aggregate; an upsert sink takes the updates.
clicks.window(Tumble.over(lit(1).minutes).on(col("ts")).alias("w")).group_by(col("w"), col("url")).select(
    col("url"), col("url").count.alias("n")
).execute_insert("counts")
per_url.execute_insert("upserts")
