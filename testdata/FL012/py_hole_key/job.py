import os
from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
key = os.environ["KEY"]
t_env.execute_sql(f"CREATE TABLE s3_sink (id STRING) WITH ('connector' = 'filesystem', '{key}' = 's3://b/')")
t_env.execute_sql("INSERT INTO s3_sink SELECT id FROM src")
