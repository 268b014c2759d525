from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
# we used to call t_env.use_catalog("hive") here
t_env.execute_sql("CREATE TABLE src (id STRING) WITH ('format' = 'json')")  # want "FL011" col=49
msg = "from_path('src') is how this table was read before"
t_env.from_path("src").execute_insert("dst")
