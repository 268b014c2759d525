class S3Writer:
    def __init__(self, table, path):
        self.table = table
        self.path = path

    def create(self, t_env):
        t_env.execute_sql(f"""
            CREATE TABLE {self.table} (id STRING, amount DOUBLE) WITH (
                'connector' = 'filesystem',
                'path' = '{self.path}',
                'format' = 'parquet',
                'auto-compaction' = 'true'  -- want "FL001" level=error
            )
        """)
