-- Keeping the first row per key on processing time inserts only.
CREATE TABLE clicks (user_id BIGINT, url STRING, pt AS PROCTIME()) WITH (
  'connector' = 'kafka', 'topic' = 'clicks', 'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'json'
);
CREATE TABLE first_urls (user_id BIGINT, url STRING) WITH (
  'connector' = 'kafka', 'topic' = 'first', 'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'json'
);
INSERT INTO first_urls
SELECT user_id, url
FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY pt) AS rn FROM clicks)
WHERE rn = 1;
