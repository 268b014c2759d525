class ParquetSink:
    table = "events_parquet"

    def __init__(self, path):
        self.path = path

    def create(self, t_env):
        t_env.execute_sql(f"""
            CREATE TABLE {self.table} (event_id STRING, payload STRING) WITH (
                'connector' = 'filesystem',
                'path' = '{self.path}',
                'format' = 'parquet',
                'sink.rolling-policy.rollover-interval' = '5 min'
            )
        """)
