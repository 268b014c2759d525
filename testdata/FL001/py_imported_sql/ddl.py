S3_SINK_DDL = """
CREATE TABLE s3_sink (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/',
  'format' = 'json',
  'auto-compaction' = 'true'  -- want "FL001" level=warning
)
"""
