CREATE TABLE s3_sink (id STRING) WITH ('connector' = 'filesystem', 'format' = 'json');   -- want "FL012"
INSERT INTO s3_sink /*+ OPTIONS('path' = 's3://bucket/a/') */ SELECT id FROM src;
INSERT INTO s3_sink SELECT id FROM src2;
