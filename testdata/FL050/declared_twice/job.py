from pyflink.table import EnvironmentSettings, TableEnvironment


def create_sink(t_env):
    t_env.execute_sql("CREATE OR REPLACE TABLE events (a INT) WITH ('connector' = 'blackhole')")
    return "events"


def create_source(t_env):
    t_env.execute_sql("CREATE TABLE events (a INT, b STRING) WITH ('connector' = 'datagen')")
    return "events"


t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
source = create_source(t_env)
sink = create_sink(t_env)
t_env.execute_sql("INSERT INTO events SELECT * FROM events")
