from pyflink.common.serialization import SimpleStringSchema
from pyflink.datastream import StreamExecutionEnvironment
from pyflink.datastream.connectors import FlinkKafkaConsumer  # want "FL065" msg="on Flink 2.1"
from pyflink.datastream.connectors.kafka import (
    FlinkKafkaProducer,  # want "FL065"
    KafkaSource,
    Semantic as KafkaSemantic,  # want "FL065"
)
import pyflink.datastream.connectors.kinesis as kinesis

if False:
    from pyflink.datastream.connectors.kafka import FlinkKafkaConsumer

env = StreamExecutionEnvironment.get_execution_environment()
env.enable_checkpointing(60000)
source = FlinkKafkaConsumer("orders", SimpleStringSchema(), {"bootstrap.servers": "kafka:9092"})
shards = kinesis.FlinkKinesisConsumer("events", SimpleStringSchema(), {})  # want "FL065"
sink = kinesis.KinesisStreamsSink.builder()
env.add_source(source).print()
env.execute("orders")
