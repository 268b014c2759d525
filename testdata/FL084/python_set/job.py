from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("CREATE TABLE gen (id BIGINT) WITH ('connector' = 'datagen')")
# A SET of another mode in a table environment does not switch it: the
# planner rejects the mismatch itself, so the mode is not judged after it.
t_env.execute_sql("SET 'execution.runtime-mode' = 'batch'")
t_env.execute_sql("SELECT * FROM gen").print()
