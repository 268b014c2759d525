from pyflink.common import WatermarkStrategy
from pyflink.common.serialization import SimpleStringSchema
from pyflink.datastream import StreamExecutionEnvironment, TimeCharacteristic  # want "FL063" msg="event time is the default"
from pyflink.datastream.connectors.kafka import FlinkKafkaConsumer, KafkaSink  # want "FL065" msg="use KafkaSource"
from pyflink.table import StreamTableEnvironment

env = StreamExecutionEnvironment.get_execution_environment()
env.enable_checkpointing(60000)
env.set_stream_time_characteristic(TimeCharacteristic.EventTime)  # want "FL063" msg="remove the call"
t_env = StreamTableEnvironment.create(env)
config = t_env.get_config()
config.set("pipeline.name", "orders")
config.set("table.exec.deduplicate.mini-batch.compact-changes.enabled", "true")  # want "FL060" msg="write table.exec.deduplicate.mini-batch.compact-changes-enabled"
config.set("state.backend.async", "true")  # want "FL060" msg="no successor"

consumer = FlinkKafkaConsumer("orders", SimpleStringSchema(), {"bootstrap.servers": "kafka:9092"})
orders = env.add_source(consumer)  # want "FL065" msg="add_source is given a FlinkKafkaConsumer.*build a KafkaSource and pass it to env.from_source"
t_env.create_temporary_view("orders", t_env.from_data_stream(orders))
t_env.execute_sql("""
CREATE TABLE totals (
  f0 STRING
) WITH (
  'connector' = 'print'
)
""")
t_env.execute_sql("INSERT INTO totals SELECT f0 FROM orders")
