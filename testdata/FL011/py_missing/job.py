from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("CREATE TABLE src (id STRING) WITH ('format' = 'json')")  # want "FL011" col=49
t_env.from_path("src").execute_insert("dst")
