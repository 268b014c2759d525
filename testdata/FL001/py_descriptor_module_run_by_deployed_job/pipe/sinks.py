from pyflink.table import DataTypes, Schema, TableDescriptor


def register_sink(t_env):
    t_env.create_temporary_table(
        "archive",
        TableDescriptor.for_connector("filesystem")
        .schema(Schema.new_builder().column("id", DataTypes.STRING()).build())
        .option("path", "s3://bucket/archive/")
        .option("format", "json")
        .option("auto-compaction", "true")  # want "FL001" level=error
        .build(),
    )
