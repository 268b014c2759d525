CREATE TABLE s3_sink (id STRING) WITH ('connector' = 'filesystem', 'path' = 's3://bucket/out/', 'format' = 'json');
INSERT INTO s3_sink /*+ OPTIONS('sink.parallelism' = '0x10') */ SELECT id FROM src;   -- want "FL013" col=33
