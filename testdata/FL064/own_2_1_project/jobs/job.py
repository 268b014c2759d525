from pyflink.datastream import StreamExecutionEnvironment

env = StreamExecutionEnvironment.get_execution_environment()
env.enable_checkpointing(60000)
env.from_collection([1, 2, 3]).print()
env.execute("demo")
