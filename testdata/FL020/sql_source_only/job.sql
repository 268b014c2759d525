CREATE TABLE archive (id STRING, dt STRING) PARTITIONED BY (dt) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/archive/',
  'format' = 'json'
);
CREATE TABLE out_t (id STRING) WITH ('connector' = 'print');
INSERT INTO out_t SELECT id FROM archive;
