-- The aggregation into an append-only sink runs in streaming mode before
-- the script SETs batch; the same INSERT after the SET is a batch job.
CREATE TABLE clicks (page STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH (
  'connector' = 'kafka',
  'topic' = 'clicks',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'g',
  'format' = 'json',
  'scan.bounded.mode' = 'latest-offset'
);
CREATE TABLE s3_sink (page STRING, views BIGINT) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/views/',
  'format' = 'json'
);
SET 'execution.checkpointing.interval' = '60 s';
INSERT INTO s3_sink SELECT page, COUNT(*) FROM clicks GROUP BY page; -- want "FL023"
SET 'execution.runtime-mode' = 'batch';
INSERT INTO s3_sink SELECT page, COUNT(*) FROM clicks GROUP BY page;
