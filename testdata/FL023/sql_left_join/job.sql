CREATE TABLE clicks (page STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH (
  'connector' = 'kafka',
  'topic' = 'clicks',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'g',
  'format' = 'json'
);
CREATE TABLE pages (page STRING, title STRING) WITH ('connector' = 'kafka', 'topic' = 'p',
  'properties.bootstrap.servers' = 'kafka:9092', 'properties.group.id' = 'g', 'format' = 'json');
CREATE TABLE s3_sink (page STRING, title STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/views/',
  'format' = 'json'
);
INSERT INTO s3_sink SELECT c.page, p.title FROM clicks c LEFT JOIN pages p ON c.page = p.page;  -- want "FL023"
