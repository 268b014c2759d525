"""The 0.1 environment, kept until the last job moves to 0.3: no checkpointing."""
from pyflink.datastream import StreamExecutionEnvironment
from pyflink.table import StreamTableEnvironment


def create_table_env(checkpoint_interval_ms=None):
    env = StreamExecutionEnvironment.get_execution_environment()
    return StreamTableEnvironment.create(env)
