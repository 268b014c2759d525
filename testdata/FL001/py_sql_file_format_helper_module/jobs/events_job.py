from pyflink.table import EnvironmentSettings, TableEnvironment

from sql_loader import load_sql

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql(load_sql("sink.sql", table_name="events_sink", output_path="s3://bucket/events/"))
