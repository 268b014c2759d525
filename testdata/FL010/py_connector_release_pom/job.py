# The pom.xml beside this job builds the jar of its Java dependencies with
# flink-connector-jdbc 3.2.0, which does not list 'filter.handling.policy'.
from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("""
CREATE TABLE users (id STRING, name STRING) WITH (
  'connector' = 'jdbc',
  'url' = 'jdbc:postgresql://db:5432/app',
  'table-name' = 'users',
  'filter.handling.policy' = 'NEVER'   -- want "FL010" col=3 level=warning
)
""")
t_env.execute_sql("CREATE TABLE out_t (id STRING) WITH ('connector' = 'print')")
t_env.execute_sql("INSERT INTO out_t SELECT id FROM users").wait()
