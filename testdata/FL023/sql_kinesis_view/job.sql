CREATE TABLE clicks (page STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH (
  'connector' = 'kafka',
  'topic' = 'clicks',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'g',
  'format' = 'json'
);
CREATE TABLE out_stream (page STRING, views BIGINT) WITH (
  'connector' = 'kinesis',
  'stream.arn' = 'arn:aws:kinesis:eu-west-1:1:stream/out',
  'aws.region' = 'eu-west-1',
  'format' = 'json'
);
CREATE VIEW page_views AS SELECT page, COUNT(*) AS views FROM clicks GROUP BY page;
INSERT INTO out_stream SELECT page, views FROM page_views;  -- want "FL023"
