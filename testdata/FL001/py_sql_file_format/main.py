from pathlib import Path

from pyflink.table import EnvironmentSettings, TableEnvironment

SQL_DIR = Path(__file__).parent / "sql"

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
ddl = (SQL_DIR / "sink.sql").read_text().format(table_name="events_sink", output_path="s3://bucket/events/")
t_env.execute_sql(ddl)
