# The local-run properties name main.py, which is not this file: they are
# not this job's deployment.
from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("""
    CREATE TABLE orders_out (id STRING) WITH (
        'connector' = 'filesystem',
        'path' = 's3://bucket/orders/',
        'format' = 'json',
        'auto-compaction' = 'true'  -- want "FL001" level=warning msg="no deployment config is linked"
    )
""")
t_env.execute_sql("INSERT INTO orders_out SELECT id FROM src")
