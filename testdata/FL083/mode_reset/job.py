from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_batch_mode())
t_env.execute_sql("CREATE TABLE src (id INT) WITH ('connector' = 'datagen', 'number-of-rows' = '5')")
t_env.execute_sql("CREATE TABLE snk (id INT) WITH ('connector' = 'blackhole')")
# A SET that nothing translates before a RESET fails nothing.
t_env.execute_sql("SET 'execution.runtime-mode' = 'streaming'")
t_env.execute_sql("RESET 'execution.runtime-mode'")
t_env.execute_sql("INSERT INTO snk SELECT id FROM src")
# A mode known only at run time is not judged.
mode = input()
t_env.execute_sql(f"SET 'execution.runtime-mode' = '{mode}'")
t_env.execute_sql("INSERT INTO snk SELECT id FROM src")
