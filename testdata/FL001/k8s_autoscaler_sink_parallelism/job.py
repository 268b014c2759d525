# Under the operator autoscaler 'sink.parallelism' pins nothing: the
# autoscaler overrides every vertex's parallelism, the compact operator's
# included, so the first rescale crashes the restore.
from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("""
    CREATE TABLE s3_sink (id STRING) WITH (
        'connector' = 'filesystem',
        'path' = 's3://bucket/out/',
        'format' = 'json',
        'sink.parallelism' = '2',
        'auto-compaction' = 'true'  -- want "FL001" level=error msg="operator autoscaler overrides every vertex"
    )
""")
t_env.execute_sql("INSERT INTO s3_sink SELECT id FROM src")
