# A Table API group window or over window is planned as SQL's: its time
# column must be a time attribute.
from pyflink.table import DataTypes, EnvironmentSettings, Schema, TableDescriptor, TableEnvironment
from pyflink.table.expressions import col, lit
from pyflink.table.window import Slide, Tumble

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.create_temporary_table(
    "clicks",
    TableDescriptor.for_connector("datagen")
    .schema(
        Schema.new_builder()
        .column("url", DataTypes.STRING())
        .column("ts", DataTypes.TIMESTAMP(3))
        .column("logged", DataTypes.TIMESTAMP(3))
        .column_by_expression("pt", "PROCTIME()")
        .watermark("ts", "ts - INTERVAL '5' SECOND")
        .build()
    )
    .build(),
)
t_env.create_temporary_table(
    "counts",
    TableDescriptor.for_connector("print")
    .schema(Schema.new_builder().column("url", DataTypes.STRING()).column("n", DataTypes.BIGINT()).build())
    .build(),
)
clicks = t_env.from_path("clicks")
w = Tumble.over(lit(1).minutes).on(col("logged")).alias("w")  # want "FL051" col=36
clicks.window(w).group_by(col("w"), col("url")).select(col("url"), col("url").count).execute_insert("counts")

# Time attributes: the watermarked column, the processing time.
clicks.window(Tumble.over(lit(1).minutes).on(col("ts")).alias("w")).group_by(col("w"), col("url")).select(
    col("url"), col("url").count
).execute_insert("counts")
clicks.window(Slide.over(lit(10).minutes).every(lit(5).minutes).on(col("pt")).alias("w")).group_by(
    col("url"), col("w")
).select(col("url"), col("url").count.alias("n")).execute_insert("counts")
