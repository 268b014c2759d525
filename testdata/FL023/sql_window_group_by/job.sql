CREATE TABLE clicks (page STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH (
  'connector' = 'kafka',
  'topic' = 'clicks',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'g',
  'format' = 'json'
);
CREATE TABLE s3_sink (page STRING, views BIGINT) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/views/',
  'format' = 'json'
);
INSERT INTO s3_sink
SELECT page, COUNT(*) FROM TABLE(TUMBLE(TABLE clicks, DESCRIPTOR(ts), INTERVAL '1' MINUTE))
GROUP BY window_start, window_end, page;
