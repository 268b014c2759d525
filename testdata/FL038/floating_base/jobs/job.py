from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("CREATE TABLE t (a INT) WITH ('connector' = 'datagen')")
