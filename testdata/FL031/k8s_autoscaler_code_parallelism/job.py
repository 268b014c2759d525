# Under the operator autoscaler the job's own parallelism does not win (the
# autoscaler's per-vertex overrides do), so FL031's claim would be false.
from pyflink.datastream import StreamExecutionEnvironment

env = StreamExecutionEnvironment.get_execution_environment()
env.set_parallelism(2)
env.enable_checkpointing(60000)
env.from_collection([1, 2, 3]).map(lambda x: x + 1).print()
env.execute("job")
