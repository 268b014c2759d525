from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("CREATE TABLE src (a INT, c STRING) WITH ('connector' = 'datagen')")
t_env.execute_sql("CREATE TABLE snk (x BIGINT, y BIGINT) WITH ('connector' = 'blackhole')")
cols = "a, a"
t_env.execute_sql(f"INSERT INTO snk SELECT {cols} FROM src")
t_env.execute_sql("INSERT INTO snk SELECT a, c FROM src")  # want "FL050" msg="sink column 'y' at position 1 is BIGINT, but the query's column 'c' is STRING"
