from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("""
    CREATE TABLE orders_archive (id STRING) WITH (
        'connector' = 'filesystem',
        'path' = 's3://bucket/orders/',
        'format' = 'json',
        'auto-compaction' = 'true'  -- want "FL001" level=error
    )
""")
t_env.execute_sql("INSERT INTO orders_archive SELECT id FROM src")
