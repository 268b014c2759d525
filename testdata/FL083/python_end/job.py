from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("CREATE TABLE src (id INT) WITH ('connector' = 'datagen')")
# A TableEnvironment runs no statement-set keywords at all; the SQL
# client's message is not Flink's here, so nothing is said.
t_env.execute_sql("END")
