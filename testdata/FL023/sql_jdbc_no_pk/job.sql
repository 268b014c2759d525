CREATE TABLE clicks (page STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH (
  'connector' = 'kafka',
  'topic' = 'clicks',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'g',
  'format' = 'json'
);
CREATE TABLE views (page STRING, views BIGINT) WITH (
  'connector' = 'jdbc',
  'url' = 'jdbc:postgresql://db/x',
  'table-name' = 'views'
);
INSERT INTO views SELECT page, COUNT(*) FROM clicks GROUP BY page;  -- want "FL023"
