-- Every write supplies the path in its hint.
CREATE TABLE s3_sink (id STRING) WITH ('connector' = 'filesystem', 'format' = 'json');
INSERT INTO s3_sink /*+ OPTIONS('path' = 's3://bucket/a/') */ SELECT id FROM src;
