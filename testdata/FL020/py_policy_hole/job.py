from pyflink.table import EnvironmentSettings, TableEnvironment

policy = get_policy()
t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql(f"""
    CREATE TABLE s3_sink (id STRING, dt STRING) PARTITIONED BY (dt) WITH (
        'connector' = 'filesystem',
        'path' = 's3://bucket/out/',
        'format' = 'json',
        'sink.partition-commit.policy.kind' = '{policy}'
    )
""")
t_env.execute_sql("INSERT INTO s3_sink SELECT id, dt FROM src")
