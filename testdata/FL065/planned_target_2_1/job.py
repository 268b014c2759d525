from pyflink.common.serialization import SimpleStringSchema
from pyflink.datastream import StreamExecutionEnvironment
from pyflink.datastream.connectors import FlinkKafkaConsumer  # want "FL065" col=43 level=warning msg="use KafkaSource"
from pyflink.datastream.connectors.kafka import (
    FlinkKafkaProducer,  # want "FL065" msg="SinkFunction: use KafkaSink"
    KafkaSource,
    Semantic as KafkaSemantic,  # want "FL065" msg="no counterpart"
)
import pyflink.datastream.connectors.kinesis as kinesis

if False:
    from pyflink.datastream.connectors.kafka import FlinkKafkaConsumer

env = StreamExecutionEnvironment.get_execution_environment()
env.enable_checkpointing(60000)
source = FlinkKafkaConsumer("orders", SimpleStringSchema(), {"bootstrap.servers": "kafka:9092"})
shards = kinesis.FlinkKinesisConsumer("events", SimpleStringSchema(), {})  # want "FL065" col=18 msg="v5.1.0 .Flink 1.20.* use KinesisStreamsSource"
sink = kinesis.KinesisStreamsSink.builder()
env.add_source(source).print()
env.execute("orders")
