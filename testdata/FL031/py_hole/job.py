import os
from pyflink.datastream import StreamExecutionEnvironment
from pyflink.table import StreamTableEnvironment

env = StreamExecutionEnvironment.get_execution_environment()
env.set_parallelism(int(os.environ["PARALLELISM"]))
t_env = StreamTableEnvironment.create(env)
t_env.get_config().set("parallelism.default", os.environ["P"])
env.execute("from runtime properties")
