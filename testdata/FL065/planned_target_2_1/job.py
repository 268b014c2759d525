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
# Objects of the removed classes handed to add_source / add_sink: the calls change too.
stream = env.add_source(shards)  # want "FL065" msg="add_source is given a FlinkKinesisConsumer, which no release of apache/flink-connector-aws from v6.0.0 .Flink 2.0. has on the planned Flink 2.1: build a KinesisStreamsSource and pass it to env.from_source"
stream.add_sink(FlinkKafkaProducer("totals", SimpleStringSchema(), {}))  # want "FL065" msg="add_sink is given a FlinkKafkaProducer.*build a KafkaSink and pass it to stream.sink_to"
env.execute("orders")
