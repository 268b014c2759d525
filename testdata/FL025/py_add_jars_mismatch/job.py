from pyflink.datastream import StreamExecutionEnvironment
from pyflink.table import StreamTableEnvironment

env = StreamExecutionEnvironment.get_execution_environment()
env.add_jars("file:///opt/flink/lib/flink-sql-connector-kafka-3.1.0-1.18.jar")  # want "FL025" col=14 level=warning
t_env = StreamTableEnvironment.create(env)
t_env.execute_sql("SELECT 1")
