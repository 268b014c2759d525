from pyflink.table import TableDescriptor, Schema, DataTypes


def create_sink(t_env):
    t_env.create_temporary_table(
        "s3_sink",
        TableDescriptor.for_connector("filesystem")
        .schema(Schema.new_builder().column("a", DataTypes.INT()).build())
        .option("path", "s3://b/o")
        .option("auto-compaction", "true")  # want "FL001" level=warning
        .format("json")
        .build(),
    )
