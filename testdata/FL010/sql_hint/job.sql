CREATE TABLE s3_sink (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/',
  'format' = 'json'
);
INSERT INTO s3_sink /*+ OPTIONS('sink.parallelizm' = '2') */ SELECT id FROM src;   -- want "FL010" col=33
