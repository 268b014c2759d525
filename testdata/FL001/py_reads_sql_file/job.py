import os

from pyflink.table import EnvironmentSettings, TableEnvironment

HERE = os.path.dirname(__file__)

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
with open(os.path.join(HERE, "sink.sql")) as f:
    t_env.execute_sql(f.read())
t_env.execute_sql("INSERT INTO s3_sink SELECT id FROM src")
