import os
from string import Template

from pyflink.table import EnvironmentSettings, TableEnvironment

SQL_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "sql")


def read_sql(name, **params):
    with open(os.path.join(SQL_DIR, name), encoding="utf-8") as f:
        text = f.read()
    return Template(text).substitute(**params)


t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql(read_sql("sink.sql", OUTPUT_PATH="s3://bucket/out/"))
