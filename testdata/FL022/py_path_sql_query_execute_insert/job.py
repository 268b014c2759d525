# sql_query(...).execute_insert("t") into a filesystem table declared in SQL.
from pyflink.table import EnvironmentSettings, TableEnvironment

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
        'format' = 'csv'
    )
""")
t_env.sql_query("SELECT user_id, url FROM clicks").execute_insert("clicks_archive").wait()
