import os
from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
fmt = os.environ["FORMAT"]
t_env.execute_sql(f"""
    CREATE TABLE s3_sink (id STRING) WITH (
        'connector' = 'filesystem',
        'path' = 's3://bucket/out/',
        'format' = '{fmt}',
        'csv.field-delimiter' = ';'
    )
""")
t_env.execute_sql("INSERT INTO s3_sink SELECT id FROM src")
