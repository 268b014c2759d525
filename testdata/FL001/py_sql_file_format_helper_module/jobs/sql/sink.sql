CREATE TABLE {table_name} (id STRING, ts TIMESTAMP(3)) WITH (
  'connector' = 'filesystem',
  'path' = '{output_path}',
  'format' = 'json',
  'auto-compaction' = 'true'  -- want "FL001" level=error
);
