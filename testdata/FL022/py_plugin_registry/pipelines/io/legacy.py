class HdfsArchive:
    """Wrote the archive to HDFS until the move to S3; no pipeline uses it now."""

    def run(self, t_env):
        t_env.execute_sql("""
            CREATE TABLE archive_hdfs (id STRING, amount DOUBLE) WITH (
                'connector' = 'filesystem',  -- want "FL022" level=note
                'path' = 'hdfs:///archive/orders',
                'format' = 'orc'
            )
        """)
        t_env.execute_sql("""
            CREATE TABLE orders (id STRING, amount DOUBLE) WITH (
                'connector' = 'kafka',
                'topic' = 'orders',
                'properties.bootstrap.servers' = 'kafka:9092',
                'properties.group.id' = 'archive',
                'format' = 'json'
            )
        """)
        t_env.execute_sql("INSERT INTO archive_hdfs SELECT id, amount FROM orders")
