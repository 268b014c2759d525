import os

from pyflink.table import EnvironmentSettings, TableEnvironment

HERE = os.path.dirname(os.path.abspath(__file__))

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
with open(os.path.join(HERE, "sql", "sink.sql")) as f:
    template = f.read()
t_env.execute_sql(template % {"table_name": "events_sink", "output_path": "s3://bucket/events/"})
