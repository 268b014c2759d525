from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("""
CREATE TABLE events (
  id INT,
  variant STRING,  -- want "FL080" level=warning msg="the planned Flink 2.1"
  model STRING,
  `structured` STRING
) WITH ('connector' = 'datagen')
""")
t_env.execute_sql("SELECT id, variant AS friday FROM events").print()  # want "FL080" level=warning msg="friday is a reserved word"
