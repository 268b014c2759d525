"""The environment every job of the platform starts from."""
from pyflink.datastream import CheckpointingMode, StreamExecutionEnvironment
from pyflink.table import StreamTableEnvironment


def create_table_env(checkpoint_interval_ms=60_000):
    env = StreamExecutionEnvironment.get_execution_environment()
    env.enable_checkpointing(checkpoint_interval_ms, CheckpointingMode.EXACTLY_ONCE)
    return StreamTableEnvironment.create(env)
