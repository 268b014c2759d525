from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("""
    CREATE TABLE s3_sink (id STRING) WITH (
        'connector' = 'filesystem',
        'path' = 's3://bucket/out/',
        'format' = 'json',
        'auto-compaction' = 'true'  -- want "FL001" level=warning msg="AWS documents no default"
    )
""")
t_env.execute_sql("INSERT INTO s3_sink SELECT id FROM src")
