from pathlib import Path

from pyflink.table import EnvironmentSettings, TableEnvironment

SQL_DIR = Path(__file__).parent


def statements(name):
    text = (SQL_DIR / name).read_text()
    return [s.strip() for s in text.split(";") if s.strip()]


t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
for stmt in statements("sink.sql"):
    t_env.execute_sql(stmt)
