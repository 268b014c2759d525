# Python code may load modules flinklint does not follow: nothing is
# reported.
from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("USE MODULES core, hive")
