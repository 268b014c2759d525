from pyflink.table import DataTypes, EnvironmentSettings, Schema, TableDescriptor, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
src = (
    TableDescriptor.for_connector("kafka")  # want "FL015" col=5
    .schema(Schema.new_builder().column("id", DataTypes.STRING()).build())
    .option("topic", "orders")
    .option("properties.bootstrap.servers", "broker:9092")
    .format("json")
    .build()
)
t_env.create_temporary_table("orders", src)
t_env.from_path("orders").execute_insert("out")
