# A notebook exported to Python keeps its shell lines: Python refuses the
# file at the first one, reported once for the whole line.
from pyflink.table import EnvironmentSettings, TableEnvironment

!pip install apache-flink==1.19.1  # want "FL901" col=1
t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("SELECT 1")
