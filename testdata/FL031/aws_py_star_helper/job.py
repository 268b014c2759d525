from pyflink.datastream import StreamExecutionEnvironment

from tuning import *

env = StreamExecutionEnvironment.get_execution_environment()
configure(env)  # want "FL031" col=1 level=warning
env.execute("pinned by a helper imported with a wildcard")
