CREATE TABLE clicks (user_id BIGINT, url STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH (
  'connector' = 'kafka', 'topic' = 'clicks', 'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'json'
);
CREATE TABLE top_urls (user_id BIGINT, url STRING) WITH (
  'connector' = 'kafka', 'topic' = 'top', 'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'json'
);
INSERT INTO top_urls  -- want "FL023"
SELECT user_id, url
FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY url DESC) AS rn FROM clicks)
WHERE rn <= 3;
