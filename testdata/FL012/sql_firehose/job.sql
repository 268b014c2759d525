CREATE TABLE out_stream (id STRING) WITH ('connector' = 'firehose', 'format' = 'json', 'aws.region' = 'eu-west-1');   -- want "FL012"
INSERT INTO out_stream SELECT id FROM src;
