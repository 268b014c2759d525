class KafkaReader:
    def __init__(self, table, topic):
        self.table = table
        self.topic = topic

    def create(self, t_env):
        t_env.execute_sql(f"""
            CREATE TABLE {self.table} (id STRING, amount DOUBLE) WITH (
                'connector' = 'kafka',
                'topic' = '{self.topic}',
                'properties.bootstrap.servers' = 'kafka:9092',
                'properties.group.id' = 'archiver',
                'scan.startup.mode' = 'earliest-offset',
                'format' = 'json'
            )
        """)
