from pyflink.table import DataTypes, Schema, TableDescriptor


def register_sink(t_env):
    t_env.create_temporary_table(
        "archive",
        TableDescriptor.for_connector("filesystem")  # want "FL022" level=warning
        .schema(Schema.new_builder().column("id", DataTypes.STRING()).build())
        .option("path", "s3://bucket/archive/")
        .option("format", "json")
        .option("sink.rolling-policy.file-size", "64MB")
        .build(),
    )


def archive(t_env):
    t_env.create_temporary_table(
        "src",
        TableDescriptor.for_connector("kafka")
        .schema(Schema.new_builder().column("id", DataTypes.STRING()).build())
        .option("topic", "events")
        .option("properties.bootstrap.servers", "kafka:9092")
        .option("properties.group.id", "archive")
        .format("json")
        .build(),
    )
    t_env.from_path("src").execute_insert("archive")
