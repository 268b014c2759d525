from pyflink.common import Configuration
from pyflink.datastream import (
    StreamExecutionEnvironment,
    TimeCharacteristic,  # want "FL063" msg="remove it: event time is the default"
    HashMapStateBackend,
)
from pyflink.datastream.state_backend import RocksDBStateBackend  # want "FL063" msg="EmbeddedRocksDBStateBackend"
from pyflink.table import EnvironmentSettings, StreamTableEnvironment, TableEnvironment
import pyflink.table.sources as legacy_sources

env = StreamExecutionEnvironment.get_execution_environment()
env.set_parallelism(2).set_stream_time_characteristic(TimeCharacteristic.EventTime)  # want "FL063" msg="StreamExecutionEnvironment.set_stream_time_characteristic is not in PyFlink on the planned Flink 2.1"
env.set_state_backend(HashMapStateBackend())  # want "FL063" msg="state.backend.type"
env.get_config().register_kryo_type("com.example.Order")  # want "FL063" msg="ExecutionConfig.register_kryo_type"
checkpoints = env.get_checkpoint_config()
checkpoints.set_checkpoint_storage_dir("s3://bucket/checkpoints")  # want "FL063" msg="execution.checkpointing.dir"
lines = env.read_text_file("s3://bucket/input.txt")  # want "FL063" msg="FileSource"
env.add_source  # kept in 2.x: not reported

t_env = StreamTableEnvironment.create(env)
t_env.register_function("f", None)  # want "FL063" msg="create_temporary_system_function"
t_env.get_config().set_idle_state_retention_time(None, None)  # want "FL063" msg="use set_idle_state_retention"
source = legacy_sources.CsvTableSource  # want "FL063"

batch = TableEnvironment.create(EnvironmentSettings.in_batch_mode())
print(batch.scan("orders"))  # want "FL063" msg="from_path"
settings = EnvironmentSettings.new_instance().in_streaming_mode().build()
settings.to_configuration()  # want "FL063" msg="get_configuration"

# Objects whose class the code does not show are not judged.
def configure(environment):
    environment.set_state_backend(None)


class Registry:
    def scan(self, name):
        return name


Registry().scan("x")
if len(lines) > 1:
    other = StreamExecutionEnvironment.get_execution_environment()
else:
    other = Registry()
other.scan("y")
