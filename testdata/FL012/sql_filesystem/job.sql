CREATE TABLE s3_sink (id STRING) WITH ('connector' = 'filesystem');   -- want "FL012" col=34 level=error
INSERT INTO s3_sink SELECT id FROM src;
