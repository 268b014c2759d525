from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("CREATE TABLE src (id INT) WITH ('connector' = 'datagen', 'number-of-rows' = '5')")
t_env.execute_sql("CREATE TABLE snk (id INT) WITH ('connector' = 'blackhole')")
# Setting the mode it already has changes nothing.
t_env.execute_sql("SET 'execution.runtime-mode' = 'streaming'")
t_env.execute_sql("INSERT INTO snk SELECT id FROM src")
# The environment stays in streaming mode: the next INSERT fails.
t_env.execute_sql("SET 'execution.runtime-mode' = 'batch'")  # want "FL083" msg="Mismatch between configured runtime mode and actual runtime mode"
t_env.execute_sql("CREATE TABLE snk2 (id INT) WITH ('connector' = 'blackhole')")
t_env.execute_sql("INSERT INTO snk2 SELECT id FROM src")
