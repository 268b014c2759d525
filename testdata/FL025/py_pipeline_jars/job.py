from pyflink.datastream import StreamExecutionEnvironment
from pyflink.table import StreamTableEnvironment

env = StreamExecutionEnvironment.get_execution_environment()
t_env = StreamTableEnvironment.create(env)
# The kafka jar matches FLINK-1_20, the jdbc one does not.
t_env.get_config().set("pipeline.jars", "file:///a/flink-connector-jdbc-3.2.0-1.19.jar;file:///a/flink-sql-connector-kafka-3.3.0-1.20.jar")  # want "FL025"
t_env.execute_sql("SELECT 1")
