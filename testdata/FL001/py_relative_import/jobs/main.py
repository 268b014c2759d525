"""Run as a module (pyModule: jobs.main), so the relative import resolves."""
from pyflink.table import EnvironmentSettings, TableEnvironment

from .ddl import s3_sink

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql(s3_sink("s3://bucket/out/"))
t_env.execute_sql("INSERT INTO s3_sink SELECT id FROM src")
