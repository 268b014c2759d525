from pyflink.datastream import StreamExecutionEnvironment
from pyflink.table import StreamTableEnvironment

from checkpoints import configure

env = StreamExecutionEnvironment.get_execution_environment()
configure(env)
t_env = StreamTableEnvironment.create(env)
t_env.execute_sql("""
    CREATE TABLE s3_sink (id STRING) WITH (
        'connector' = 'filesystem',
        'path' = 's3://bucket/out/',
        'format' = 'json',
        'auto-compaction' = 'true'  -- want "FL024"
    )
""")
t_env.execute_sql("INSERT INTO s3_sink SELECT id FROM src")
