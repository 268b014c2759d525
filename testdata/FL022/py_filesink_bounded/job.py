# A streaming job whose only inputs end: the file sink commits its files at
# the end of input (CommitterOperator.endInput), checkpointing or not.
from pyflink.common.serialization import Encoder
from pyflink.datastream import StreamExecutionEnvironment
from pyflink.datastream.connectors.file_system import FileSink

env = StreamExecutionEnvironment.get_execution_environment()
sink = FileSink.for_row_format("s3://bucket/out/", Encoder.simple_string_encoder()).build()
words = env.from_collection(["a", "b"])
more = env.from_elements("c", "d")
words.union(more).sink_to(sink)
env.execute("job")
