# The source is a number sequence in tests and Kafka otherwise: it may never end.
import os

from pyflink.common import WatermarkStrategy
from pyflink.common.serialization import Encoder, SimpleStringSchema
from pyflink.datastream import StreamExecutionEnvironment
from pyflink.datastream.connectors import FileSink, NumberSequenceSource
from pyflink.datastream.connectors.kafka import KafkaSource

env = StreamExecutionEnvironment.get_execution_environment()
if os.environ.get("LOCAL"):
    source = NumberSequenceSource(1, 100)
else:
    source = KafkaSource.builder().set_topics("numbers").set_value_only_deserializer(SimpleStringSchema()).build()
ds = env.from_source(source, WatermarkStrategy.no_watermarks(), "numbers")
sink = FileSink.for_row_format("s3://bucket/out/", Encoder.simple_string_encoder()).build()  # want "FL022" col=8 level=warning
ds.sink_to(sink)
env.execute("numbers")
