# The job ships flink-connector-jdbc 3.3.0, the first release that lists
# 'filter.handling.policy': no finding.
from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.get_config().set("pipeline.jars", "file:///opt/jars/flink-connector-jdbc-3.3.0-1.20.jar")
t_env.execute_sql("""
CREATE TABLE users (id STRING, name STRING) WITH (
  'connector' = 'jdbc',
  'url' = 'jdbc:postgresql://db:5432/app',
  'table-name' = 'users',
  'filter.handling.policy' = 'NEVER'
)
""")
t_env.execute_sql("CREATE TABLE out_t (id STRING) WITH ('connector' = 'print')")
t_env.execute_sql("INSERT INTO out_t SELECT id FROM users").wait()
