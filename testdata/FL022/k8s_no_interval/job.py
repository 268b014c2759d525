from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("""
    CREATE TABLE s3_sink (id STRING) WITH (
        'connector' = 'filesystem',  -- want "FL022" level=error
        'path' = 's3://bucket/out/',
        'format' = 'json'
    )
""")
t_env.execute_sql("""
    CREATE TABLE src (id STRING) WITH (
        'connector' = 'kafka',
        'topic' = 'events',
        'properties.bootstrap.servers' = 'kafka:9092',
        'properties.group.id' = 'archive',
        'format' = 'json'
    )
""")
t_env.execute_sql("INSERT INTO s3_sink SELECT id FROM src")
