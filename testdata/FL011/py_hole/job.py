import os
from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
conn = os.environ["CONNECTOR"]
t_env.execute_sql(f"CREATE TABLE src (id STRING) WITH ('connector' = '{conn}')")
t_env.execute_sql(f"CREATE TABLE dst (id STRING) WITH ({os.environ['OPTS']})")
t_env.execute_sql("INSERT INTO dst SELECT id FROM src")
