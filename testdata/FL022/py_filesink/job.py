from pyflink.common.serialization import Encoder
from pyflink.datastream import StreamExecutionEnvironment
from pyflink.datastream.connectors.file_system import FileSink

env = StreamExecutionEnvironment.get_execution_environment()
sink = FileSink.for_row_format("s3://bucket/out/", Encoder.simple_string_encoder()).build()  # want "FL022" col=8 level=warning
env.from_collection(["a", "b"]).sink_to(sink)
env.execute("job")
