from pyflink.common.serialization import SimpleStringSchema
from pyflink.datastream import StreamExecutionEnvironment
from pyflink.datastream.connectors.kafka import FlinkKafkaConsumer

env = StreamExecutionEnvironment.get_execution_environment()
consumer = FlinkKafkaConsumer("events", SimpleStringSchema(), {"bootstrap.servers": "kafka:9092"})
env.add_source(consumer).print()
env.execute("events")
