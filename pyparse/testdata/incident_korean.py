# -*- coding: utf-8 -*-
"""S3 에 JSON 을 쓰는 PyFlink 잡 (Flink 1.19)."""
import os

from pyflink.table import EnvironmentSettings, TableEnvironment

BUCKET = os.environ.get("BUCKET", "my-bucket")

env_settings = EnvironmentSettings.in_streaming_mode()  # want setting execution.runtime-mode=streaming
t_env = TableEnvironment.create(env_settings)

t_env.execute_sql(f"""
    CREATE TABLE sink_s3 (
        id BIGINT,
        payload STRING
    ) PARTITIONED BY (dt) WITH (
        'connector' = 'filesystem',
        'path' = 's3a://{BUCKET}/out/',
        'format' = 'json',
        /* 압축 🚀 */ 'auto-compaction' = 'true'
    )
""")
# want sql "'auto-compaction' = 'true'" 20:20/21
# want sql "'connector' = 'filesystem'" 17:9/9
# want hole "{BUCKET}"
