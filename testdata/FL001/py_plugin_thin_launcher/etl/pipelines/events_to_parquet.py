from pyflink.table import EnvironmentSettings, TableEnvironment


class EventsToParquet:
    def __init__(self, source, sink, checkpoint_interval="30 s"):
        self.source = source
        self.sink = sink
        self.checkpoint_interval = checkpoint_interval

    @classmethod
    def build(cls, topic="events", path="s3://lake/events/", **_):
        from etl.sinks.kafka import KafkaJsonSource
        from etl.sinks.parquet import ParquetSink

        return cls(KafkaJsonSource(topic), ParquetSink(path))

    def run(self):
        t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
        t_env.get_config().set("execution.checkpointing.interval", self.checkpoint_interval)
        self.source.create(t_env)
        self.sink.create(t_env)
        t_env.execute_sql(f"INSERT INTO {self.sink.table} SELECT * FROM {self.source.table}").wait()
