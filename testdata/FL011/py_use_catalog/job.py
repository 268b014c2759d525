from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.use_catalog("glue")
t_env.execute_sql("CREATE TABLE dst (id STRING)")
t_env.execute_sql("INSERT INTO dst SELECT id FROM src")
