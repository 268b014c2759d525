from pyflink.table import DataTypes, EnvironmentSettings, Schema, TableDescriptor, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
sink = (
    TableDescriptor.for_connector("kafka")
    .schema(Schema.new_builder().column("id", DataTypes.STRING()).build())
    .option("topic", "orders")
    .option("properties.bootstrap.servers", "broker:9092")
    .option("sink.delivery-guarantee", "exactly-once")  # want "FL014" col=13
    .format("json")
    .build()
)
t_env.create_temporary_table("orders_out", sink)
t_env.from_path("orders_in").execute_insert("orders_out")
