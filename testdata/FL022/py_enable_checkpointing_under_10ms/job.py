from pyflink.common.serialization import Encoder
from pyflink.datastream import StreamExecutionEnvironment
from pyflink.datastream.connectors.file_system import FileSink

from pyflink.datastream.connectors.kafka import FlinkKafkaConsumer

env = StreamExecutionEnvironment.get_execution_environment()
env.enable_checkpointing(5)
kafka_consumer = FlinkKafkaConsumer("orders", None, {"bootstrap.servers": "kafka:9092"})
sink = FileSink.for_row_format("s3://bucket/out/", Encoder.simple_string_encoder()).build()  # want "FL022" col=8 level=error msg="throws IllegalArgumentException"
env.add_source(kafka_consumer).sink_to(sink)
env.execute("job")
