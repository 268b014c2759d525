# A descriptor registered under a path, and an updating query held in a name
# inserted into it by that path.
from pyflink.table import DataTypes, EnvironmentSettings, Schema, TableDescriptor, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.create_temporary_table(
    "page_views",
    TableDescriptor.for_connector("filesystem")
    .schema(Schema.new_builder().column("page", DataTypes.STRING()).column("views", DataTypes.BIGINT()).build())
    .option("path", "s3://bucket/page_views/")
    .format("csv")
    .build(),
)
views = t_env.sql_query("SELECT page, COUNT(*) AS views FROM clicks GROUP BY page")
views.execute_insert("page_views").wait()  # want "FL023" col=1 level=error
