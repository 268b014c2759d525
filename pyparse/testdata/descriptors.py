from pyflink.table import TableDescriptor, Schema, DataTypes, FormatDescriptor

PATH = "s3://bucket/out"


def fs_sink(path, compaction="true"):
    return (
        TableDescriptor.for_connector("filesystem")  # want descriptor filesystem
        .schema(Schema.new_builder().column("id", DataTypes.BIGINT()).build())
        .option("path", path)  # want option path=s3://bucket/out
        .option("auto-compaction", compaction)  # want option auto-compaction=true
        .format(FormatDescriptor.for_format("json").option("fail-on-missing-field", "false").build())  # want option json.fail-on-missing-field=false
        .build()
    )


t_env.create_temporary_table("sink", fs_sink(PATH))
builder = TableDescriptor.for_connector("kafka")  # want descriptor kafka
builder.option("topic", "events")  # want option topic=events
builder.format("avro")  # want option format=avro
t_env.create_table("src", builder.build())
t_env.from_path("src").execute_insert("sink")
