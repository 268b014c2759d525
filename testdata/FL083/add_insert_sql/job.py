from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("CREATE TABLE src (id INT, name STRING) WITH ('connector' = 'datagen')")
t_env.execute_sql("CREATE TABLE snk (id INT) WITH ('connector' = 'blackhole')")
stmt_set = t_env.create_statement_set()
stmt_set.add_insert_sql("INSERT INTO snk SELECT id FROM src")
stmt_set.add_insert_sql("CREATE TABLE copy WITH ('connector' = 'blackhole') AS SELECT id FROM src")
stmt_set.add_insert_sql("CREATE TABLE snk2 (id INT) WITH ('connector' = 'blackhole')")  # want "FL083" msg="^Only insert statement is supported now: "
stmt_set.add_insert_sql("SELECT id FROM src")  # want "FL083"
stmt_set.execute()
