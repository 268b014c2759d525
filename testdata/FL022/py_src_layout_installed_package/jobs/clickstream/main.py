"""Clickstream to S3. The image installs libs/flink_common (pip install ./libs/flink_common)."""
from flink_common.env import create_table_env

t_env = create_table_env(checkpoint_interval_ms=30_000)

t_env.execute_sql("""
    CREATE TABLE clicks (
        user_id STRING,
        url STRING,
        ts TIMESTAMP(3)
    ) WITH (
        'connector' = 'kafka',
        'topic' = 'clicks',
        'properties.bootstrap.servers' = 'kafka:9092',
        'properties.group.id' = 'clickstream-archive',
        'scan.startup.mode' = 'latest-offset',
        'format' = 'json'
    )
""")
t_env.execute_sql("""
    CREATE TABLE clicks_archive (
        user_id STRING,
        url STRING,
        ts TIMESTAMP(3)
    ) WITH (
        'connector' = 'filesystem',
        'path' = 's3://lake/clicks/',
        'format' = 'parquet'
    )
""")
t_env.execute_sql("INSERT INTO clicks_archive SELECT user_id, url, ts FROM clicks")
