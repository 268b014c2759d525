import importlib.resources

from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
ddl = importlib.resources.files("jobs").joinpath("sql/sink.sql").read_text()
t_env.execute_sql(ddl)
