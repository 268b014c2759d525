CREATE TABLE %(table_name)s (id STRING, ts TIMESTAMP(3)) WITH (
  'connector' = 'filesystem',
  'path' = '%(output_path)s',
  'format' = 'json',
  'auto-compaction' = 'true'  -- want "FL001" level=error
);
