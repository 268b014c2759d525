from pyflink.datastream import StreamExecutionEnvironment


def configure(env: StreamExecutionEnvironment):
    # The parallelism is pinned here, in a helper module the job calls.
    env.set_parallelism(4)
