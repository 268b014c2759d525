from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("""
    CREATE TABLE s3_sink (id STRING, dt STRING) PARTITIONED BY (dt) WITH (  -- want "FL020" col=65
        'connector' = 'filesystem',
        'path' = 's3://bucket/out/',
        'format' = 'json'
    )
""")
t_env.execute_sql("INSERT INTO s3_sink SELECT id, dt FROM src")
