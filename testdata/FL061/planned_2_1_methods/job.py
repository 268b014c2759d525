from pyflink.datastream import StreamExecutionEnvironment
from pyflink.table import StreamTableEnvironment

env = StreamExecutionEnvironment.get_execution_environment()
env.enable_checkpointing(60000)
# A PyFlink method sets its option itself: no key is written here, and the
# method keeps working when the option's key is renamed.
env.get_checkpoint_config().enable_unaligned_checkpoints()
t_env = StreamTableEnvironment.create(env)
t_env.get_config().set("execution.checkpointing.unaligned", "true")  # want "FL061" msg="write execution.checkpointing.unaligned.enabled"
t_env.execute_sql("CREATE TABLE t (a INT) WITH ('connector' = 'datagen')")
