CREATE TABLE s3_sink (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/',
  'format' = 'json',
  'csv.field-delimiter' = ';'   -- want "FL010"
);
