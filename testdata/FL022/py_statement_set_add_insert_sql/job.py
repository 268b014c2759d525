# create_statement_set().add_insert_sql(...)
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
stmt_set = t_env.create_statement_set()
stmt_set.add_insert_sql("INSERT INTO clicks_archive SELECT user_id, url FROM clicks")
stmt_set.execute().wait()
