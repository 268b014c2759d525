from pyflink.common import Configuration
from pyflink.datastream import StreamExecutionEnvironment, RuntimeExecutionMode
from pyflink.table import EnvironmentSettings, StreamTableEnvironment

config = Configuration()
config.set_string("state.backend.type", "rocksdb")  # want setting state.backend.type=rocksdb
config.set_boolean("execution.checkpointing.unaligned.enabled", True)  # want setting execution.checkpointing.unaligned.enabled=true
env = StreamExecutionEnvironment.get_execution_environment(config)
env.set_parallelism(4)  # want setting parallelism.default=4
env.set_max_parallelism(256)  # want setting pipeline.max-parallelism=256
env.enable_checkpointing(30_000)  # want setting execution.checkpointing.interval=30000 ms
env.set_runtime_mode(RuntimeExecutionMode.STREAMING)  # want setting execution.runtime-mode=streaming
env.add_jars("file:///opt/flink/lib/kafka.jar")  # want jar file:///opt/flink/lib/kafka.jar
settings = EnvironmentSettings.new_instance().in_batch_mode().with_configuration(config).build()  # want setting execution.runtime-mode=batch
t_env = StreamTableEnvironment.create(env, environment_settings=settings)
table_config = t_env.get_config()
table_config.set("table.exec.sink.not-null-enforcer", "DROP")  # want setting table.exec.sink.not-null-enforcer=DROP
t_env.get_config().get_configuration().set_string("pipeline.jars", "file:///a.jar;file:///b.jar")  # want jar file:///b.jar
