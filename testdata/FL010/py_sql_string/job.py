from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
fmt = "json"
t_env.execute_sql(f"""
    CREATE TABLE s3_sink (id STRING) WITH (
        'connector' = 'filesystem',
        'path' = 's3://bucket/out/',
        'format' = '{fmt}',
        '{fmt}.fail-on-missing-field' = 'false',
        'sink.rolling-policy.check_interval' = '1 min'  -- want "FL010" col=9
    )
""")
t_env.execute_sql("INSERT INTO s3_sink SELECT id FROM src")
