from pyflink.datastream import StreamExecutionEnvironment
from pyflink.datastream.checkpoint_config import ExternalizedCheckpointCleanup  # want "FL063" level=error msg="on Flink 2.0"

env = StreamExecutionEnvironment.get_execution_environment()
env.enable_checkpointing(60000)
env.get_checkpoint_config().set_externalized_checkpoint_cleanup(  # want "FL063" level=error msg="set_externalized_checkpoint_retention"
    ExternalizedCheckpointCleanup.RETAIN_ON_CANCELLATION)
env.execute("orders")
