from pyflink.table import EnvironmentSettings, TableEnvironment, TableDescriptor

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
sink = (TableDescriptor.for_connector("filesystem")
        .option("path", "s3://b/v/")
        .option("format", "csv")
        .build())
t_env.sql_query("SELECT page, COUNT(*) FROM clicks GROUP BY page").execute_insert(sink)  # want "FL023" col=1
