from pyflink.common.serialization import Encoder
from pyflink.datastream import StreamExecutionEnvironment
from pyflink.datastream.connectors.file_system import FileSink

env = StreamExecutionEnvironment.get_execution_environment()
env.enable_checkpointing(60000)
sink = FileSink.for_row_format("s3://bucket/out/", Encoder.simple_string_encoder()).build()
env.from_collection(["a", "b"]).sink_to(sink)
env.execute("job")
