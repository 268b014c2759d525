# Word count in the Table API: the source is a filesystem table that is not
# monitored (or a collection), so the input ends and the filesystem sink
# commits its files at the end of input, checkpointing or not.
import sys

from pyflink.table import DataTypes, EnvironmentSettings, Schema, TableDescriptor, TableEnvironment
from pyflink.table.expressions import col, lit

WORDS = ["to be", "or not", "to be"]


def word_count(input_path, output_path):
    t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
    if input_path:
        t_env.create_temporary_table(
            "source",
            TableDescriptor.for_connector("filesystem")
            .schema(Schema.new_builder().column("line", DataTypes.STRING()).build())
            .option("path", input_path)
            .format("csv")
            .build(),
        )
        lines = t_env.from_path("source")
    else:
        lines = t_env.from_elements([(w,) for w in WORDS], ["line"])

    t_env.create_temporary_table(
        "sink",
        TableDescriptor.for_connector("filesystem")
        .schema(Schema.new_builder().column("word", DataTypes.STRING()).column("n", DataTypes.BIGINT()).build())
        .option("path", output_path)
        .format("csv")
        .build(),
    )
    lines.group_by(col("line")).select(col("line").alias("word"), lit(1).count.alias("n")).execute_insert("sink").wait()


if __name__ == "__main__":
    word_count(sys.argv[1], sys.argv[2])
