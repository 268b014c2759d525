# Table.insert_into and StatementSet.add_insert by path.
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
t_env.execute_sql("""
    CREATE TABLE url_counts (url STRING, n BIGINT) WITH (
        'connector' = 'filesystem',  -- want "FL022" col=9 level=warning
        'path' = 's3://bucket/counts/',
        'format' = 'csv'
    )
""")
clicks = t_env.from_path("clicks")
stmt_set = t_env.create_statement_set()
stmt_set.add_insert("clicks_archive", clicks)
counts = t_env.sql_query("SELECT url, COUNT(*) AS n FROM clicks GROUP BY url")
stmt_set.add_insert("url_counts", counts)
stmt_set.execute()
