from pyflink.common.serialization import SimpleStringSchema
from pyflink.datastream import StreamExecutionEnvironment
from pyflink.datastream.connectors import FlinkKafkaConsumer
from pyflink.datastream.connectors.kafka import (
    FlinkKafkaProducer,
    KafkaSource,
    Semantic as KafkaSemantic,
)
import pyflink.datastream.connectors.kinesis as kinesis

if False:
    from pyflink.datastream.connectors.kafka import FlinkKafkaConsumer

env = StreamExecutionEnvironment.get_execution_environment()
env.enable_checkpointing(60000)
source = FlinkKafkaConsumer("orders", SimpleStringSchema(), {"bootstrap.servers": "kafka:9092"})
shards = kinesis.FlinkKinesisConsumer("events", SimpleStringSchema(), {})
sink = kinesis.KinesisStreamsSink.builder()
env.add_source(source).print()
env.execute("orders")
