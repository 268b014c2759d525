from pyflink.datastream import StreamExecutionEnvironment

env = StreamExecutionEnvironment.get_execution_environment()
env.set_parallelism(4)  # want "FL031" col=1 level=warning
env.enable_checkpointing(60000)
ds = env.from_collection([1, 2, 3])
ds.map(lambda x: x + 1).set_parallelism(2).uid("plus-one")  # want "FL031" col=41
ds.filter(lambda x: x > 1).set_parallelism(env.get_parallelism() * 2).uid("f")
env.execute("pins")
