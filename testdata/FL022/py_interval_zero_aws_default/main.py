from pyflink.table import EnvironmentSettings, TableEnvironment

# On Managed Service for Apache Flink, CheckpointConfiguration DEFAULT (here: no
# CheckpointConfiguration at all) checkpoints every minute whatever the code sets.
t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.get_config().set("execution.checkpointing.interval", "0")
t_env.execute_sql("""
    CREATE TABLE s3_sink (id STRING) WITH (
        'connector' = 'filesystem',
        'path' = 's3://bucket/out/',
        'format' = 'json'
    )
""")
t_env.execute_sql("INSERT INTO s3_sink SELECT id FROM src")
