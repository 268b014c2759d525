from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("""
    CREATE TABLE returns_archive (id STRING) WITH (
        'connector' = 'filesystem',
        'path' = 's3://bucket/returns/',
        'format' = 'json',
        'auto-compaction' = 'true'  -- want "FL001" level=warning msg="no deployment config is linked"
    )
""")
t_env.execute_sql("INSERT INTO returns_archive SELECT id FROM src")
