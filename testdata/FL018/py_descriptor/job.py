from pyflink.table import DataTypes, EnvironmentSettings, Schema, TableDescriptor, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.create_temporary_table(
    "out",
    TableDescriptor.for_connector("blackhole")  # want "FL018" col=35
    .schema(Schema.new_builder().column("id", DataTypes.STRING()).build())
    .build(),
)
t_env.from_path("out").execute_insert("sink")
