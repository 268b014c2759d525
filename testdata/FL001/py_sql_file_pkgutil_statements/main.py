import pkgutil
import re

from pyflink.table import EnvironmentSettings, TableEnvironment


def statements(name):
    raw = pkgutil.get_data(__name__, f"sql/{name}").decode("utf-8")
    raw = re.sub(r"--.*$", "", raw, flags=re.M)
    return [s for s in raw.split(";") if s.strip()]


t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
for stmt in statements("sink.sql"):
    t_env.execute_sql(stmt)
