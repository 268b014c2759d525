# A bounded collection beside a table turned into a stream: the table's input
# is not known to end, so the file sink needs checkpointing.
from pyflink.common.serialization import Encoder
from pyflink.datastream import StreamExecutionEnvironment
from pyflink.datastream.connectors.file_system import FileSink
from pyflink.table import StreamTableEnvironment

env = StreamExecutionEnvironment.get_execution_environment()
t_env = StreamTableEnvironment.create(env)
sink = FileSink.for_row_format("/tmp/out", Encoder.simple_string_encoder()).build()  # want "FL022" col=8 level=warning
ids = env.from_collection([1, 2, 3])
events = t_env.to_data_stream(t_env.from_path("events"))
events.union(ids).sink_to(sink)
env.execute("job")
