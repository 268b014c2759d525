# A filesystem table declared in SQL, written through from_path(...).select(...).execute_insert.
from pyflink.table import EnvironmentSettings, TableEnvironment
from pyflink.table.expressions import col

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("""
    CREATE TABLE clicks (user_id STRING, url STRING) WITH (
        'connector' = 'kafka',
        'topic' = 'clicks',
        'properties.bootstrap.servers' = 'broker:9092',
        'properties.group.id' = 'archive',
        'format' = 'json'
    )
""")
t_env.execute_sql("""
    CREATE TABLE clicks_archive (user_id STRING, url STRING) WITH (
        'connector' = 'filesystem',  -- want "FL022" col=9 level=warning
        'path' = 's3://bucket/clicks/',
        'format' = 'parquet'
    )
""")
t_env.from_path("clicks").select(col("user_id"), col("url")).execute_insert("clicks_archive")
