# 한국어 주석: S3 싱크 작업
from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("""
    CREATE TABLE s3_sink (id STRING) WITH (
        'connector' = 'filesystem',
        'path' = 's3://bucket/out/',
        'format' = 'json',
            /* 자동 압축 🔥 */ 'auto-compaction' = 'true'  -- want "FL001" level=error msg="raises its parallelism, and leaks files when it lowers it"
    )
""")
t_env.execute_sql("INSERT INTO s3_sink SELECT id FROM src")
