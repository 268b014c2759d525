# The entry point of the autoscaling app in app.yaml: a DataStream job that
# sets nothing the rules read. The deployment runs this file, not
# payments/job.py, so FL031 must not reach the other job.
from pyflink.datastream import StreamExecutionEnvironment

env = StreamExecutionEnvironment.get_execution_environment()
env.from_collection([1, 2, 3]).print()
env.execute("orders")
