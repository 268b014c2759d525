from pathlib import Path

from pyflink.table import EnvironmentSettings, TableEnvironment

HERE = Path(__file__).resolve().parent

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
sql = (HERE / "sink.sql").read_text().format(output="s3://bucket/out/")
for statement in sql.split(";"):
    if statement.strip():
        t_env.execute_sql(statement)
