from pyflink.datastream import StreamExecutionEnvironment
from pyflink.table import StreamTableEnvironment

env = StreamExecutionEnvironment.get_execution_environment()
# The application's own jar: its 0.1.0 is not a Flink version.
env.add_jars("file:///opt/flink/usrlib/flink-app-ecom-0.1.0.jar")
t_env = StreamTableEnvironment.create(env)
t_env.execute_sql("SELECT 1")
