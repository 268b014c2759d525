from pyflink.datastream import StreamExecutionEnvironment
from pyflink.table import StreamTableEnvironment

env = StreamExecutionEnvironment.get_execution_environment()
env.add_jars(
    "file:///opt/flink/lib/flink-sql-connector-kafka-3.1.0-1.18.jar",  # want "FL025" msg="use apache/flink-connector-kafka v5.0.0 .built for Flink 2.1."
    "file:///opt/flink/lib/flink-connector-jdbc-3.2.0-1.19.jar",  # want "FL025" msg="no release built for Flink 2.1 that flinklint knows; v4.1.0 is built for Flink 2.0"
    "file:///opt/flink/lib/flink-sql-connector-kafka-1.16.1.jar",  # want "FL025" msg="1.16.1.jar is built for Flink 1.16.*use apache/flink-connector-kafka v5.0.0"
    "file:///opt/flink/lib/flink-python-1.18.1.jar",  # want "FL025" msg="use the build for Flink 2.1"
)
t_env = StreamTableEnvironment.create(env)
t_env.execute_sql("SELECT 1")
