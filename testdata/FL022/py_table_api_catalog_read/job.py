# The input is a table of the catalog, which flinklint cannot see: it is not
# known to be unbounded (a bounded JDBC table of the catalog ends, and the
# sink commits its files at the end of input), so FL022 says nothing.
from pyflink.table import DataTypes, EnvironmentSettings, Schema, TableDescriptor, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.create_temporary_table(
    "sink",
    TableDescriptor.for_connector("filesystem")
    .schema(Schema.new_builder().column("line", DataTypes.STRING()).build())
    .option("path", "s3://bucket/lines/")
    .format("json")
    .build(),
)
t_env.from_path("default_catalog.events.clicks").execute_insert("sink")
