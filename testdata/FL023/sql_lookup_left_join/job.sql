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
CREATE TABLE dim (page STRING, title STRING) WITH ('connector' = 'jdbc', 'url' = 'jdbc:postgresql://db/x', 'table-name' = 'dim');
INSERT INTO s3_sink SELECT c.page, d.title FROM (SELECT *, PROCTIME() AS pt FROM clicks) c
LEFT JOIN dim FOR SYSTEM_TIME AS OF c.pt AS d ON c.page = d.page;
