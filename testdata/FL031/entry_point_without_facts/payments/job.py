# Another app's job, with no deployment in this repository: its pinned
# parallelism is no finding, since no autoscaling deployment runs it.
from pyflink.datastream import StreamExecutionEnvironment

env = StreamExecutionEnvironment.get_execution_environment()
env.set_parallelism(4)
env.execute("payments")
