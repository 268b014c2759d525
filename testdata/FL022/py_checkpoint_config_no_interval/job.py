from pyflink.datastream import StreamExecutionEnvironment
from pyflink.table import StreamTableEnvironment

env = StreamExecutionEnvironment.get_execution_environment()
# A timeout alone does not turn checkpointing on.
env.get_checkpoint_config().set_checkpoint_timeout(600000)
t_env = StreamTableEnvironment.create(env)
t_env.execute_sql("""
    CREATE TABLE s3_sink (id STRING) WITH (
        'connector' = 'filesystem',  -- want "FL022" level=warning
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
