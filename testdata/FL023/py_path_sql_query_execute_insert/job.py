# An updating query written by path into a filesystem table declared in SQL.
from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.get_config().set("execution.checkpointing.interval", "60 s")
t_env.execute_sql("""
    CREATE TABLE clicks (user_id STRING, url STRING) WITH (
        'connector' = 'kafka',
        'topic' = 'clicks',
        'properties.bootstrap.servers' = 'broker:9092',
        'properties.group.id' = 'url-counts',
        'format' = 'json'
    )
""")
t_env.execute_sql("""
    CREATE TABLE url_counts (url STRING, n BIGINT) WITH (
        'connector' = 'filesystem',
        'path' = 's3://bucket/counts/',
        'format' = 'csv'
    )
""")
t_env.sql_query("SELECT url, COUNT(*) AS n FROM clicks GROUP BY url").execute_insert("url_counts")  # want "FL023" col=1 level=error
