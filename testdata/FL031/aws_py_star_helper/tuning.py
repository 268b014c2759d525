from pyflink.datastream import StreamExecutionEnvironment


def _pin(env, parallelism):
    env.set_parallelism(parallelism)


def configure(env: StreamExecutionEnvironment):
    # Brought in by `from tuning import *`; the parallelism is pinned in the
    # helper this helper calls.
    env.enable_checkpointing(60000)
    _pin(env, 8)
