from pyflink.datastream import StreamExecutionEnvironment

env = StreamExecutionEnvironment.get_execution_environment()
env.enable_checkpointing(60000)
env.from_collection([1]).key_by(lambda x: x).map(lambda x: x).set_max_parallelism(720).uid("m")
env.execute("job")
