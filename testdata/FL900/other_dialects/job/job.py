from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
with open("tables.sql") as f:
    t_env.execute_sql(f.read())
