from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("CREATE TABLE events (id STRING, ts TIMESTAMP(3)) WITH ('connector' = 'datagen')")
t_env.execute_sql("""
    CREATE TABLE s3_sink (id STRING, dt STRING) PARTITIONED BY (dt) WITH (
        'connector' = 'filesystem',
        'path' = 's3://bucket/out/',
        'format' = 'json',
        'sink.partition-commit.policy.kind' = 'success-file',
        'sink.partition-commit.trigger' = 'partition-time'  -- want "FL021" col=9 level=note
    )
""")
t_env.execute_sql("INSERT INTO s3_sink SELECT id, DATE_FORMAT(ts, 'yyyy-MM-dd') FROM events")
