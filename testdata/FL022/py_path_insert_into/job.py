# Old insert_into on a table object
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
table = t_env.from_path("clicks")
table.insert_into("clicks_archive")
t_env.execute("archive")
