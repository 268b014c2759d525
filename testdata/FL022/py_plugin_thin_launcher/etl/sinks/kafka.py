class KafkaJsonSource:
    table = "events"

    def __init__(self, topic):
        self.topic = topic

    def create(self, t_env):
        t_env.execute_sql(f"""
            CREATE TABLE {self.table} (event_id STRING, payload STRING) WITH (
                'connector' = 'kafka',
                'topic' = '{self.topic}',
                'properties.bootstrap.servers' = 'kafka:9092',
                'properties.group.id' = 'events-to-parquet',
                'scan.startup.mode' = 'earliest-offset',
                'format' = 'json'
            )
        """)
