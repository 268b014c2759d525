import os
from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
size = os.environ["SIZE"]
t_env.execute_sql(f"""
    CREATE TABLE s3_sink (id STRING) WITH (
        'connector' = 'filesystem',
        'path' = 's3://bucket/out/',
        'format' = 'json',
        'sink.rolling-policy.file-size' = '{size}mb',
        'sink.parallelism' = '{os.environ["P"]}'
    )
""")
t_env.execute_sql("INSERT INTO s3_sink SELECT id FROM src")
