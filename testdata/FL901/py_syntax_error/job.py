from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("SELECT 1"  # want "FL901" col=18 msg="'\(' was never closed"
