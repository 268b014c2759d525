from pyflink.table import EnvironmentSettings, TableEnvironment

from ddl import S3_SINK_DDL

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql(S3_SINK_DDL)
t_env.execute_sql("INSERT INTO s3_sink SELECT id FROM src")
