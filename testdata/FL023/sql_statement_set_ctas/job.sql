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
EXECUTE STATEMENT SET BEGIN
INSERT INTO s3_sink SELECT page, COUNT(*) FROM clicks GROUP BY page;  -- want "FL023"
END;
CREATE TABLE agg_out WITH ('connector' = 'filesystem', 'path' = 's3://b/agg/', 'format' = 'csv')  -- want "FL023"
AS SELECT page, COUNT(*) AS views FROM clicks GROUP BY page;
