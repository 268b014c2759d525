CREATE TABLE clicks (user_id BIGINT, page STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH (
  'connector' = 'kafka', 'topic' = 'clicks', 'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'json');
CREATE TABLE blocked (user_id BIGINT) WITH (
  'connector' = 'kafka', 'topic' = 'blocked', 'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'json');
CREATE TABLE users (user_id BIGINT, name STRING) WITH (
  'connector' = 'kafka', 'topic' = 'users', 'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'json');
CREATE TABLE s3_sink (user_id BIGINT, page STRING) WITH ('connector' = 'filesystem', 'path' = 's3://bucket/c/', 'format' = 'json');
CREATE TABLE s3_named (user_id BIGINT, page STRING, name STRING) WITH ('connector' = 'filesystem', 'path' = 's3://bucket/n/', 'format' = 'json');

-- NOT IN and NOT EXISTS are anti joins, which retract a row when its match arrives.
INSERT INTO s3_sink SELECT user_id, page FROM clicks WHERE user_id NOT IN (SELECT user_id FROM blocked);  -- want "FL023" msg="LeftAntiJoin"
INSERT INTO s3_sink SELECT user_id, page FROM clicks c WHERE NOT EXISTS (SELECT 1 FROM blocked b WHERE b.user_id = c.user_id);  -- want "FL023"
-- A Top-N joined with another stream updates.
INSERT INTO s3_named SELECT t.user_id, t.page, u.name FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY page DESC) AS rn FROM clicks) t  -- want "FL023" msg="Rank"
JOIN users u ON t.user_id = u.user_id WHERE t.rn <= 3;

-- IN and EXISTS of append-only streams are semi joins, which insert only.
INSERT INTO s3_sink SELECT user_id, page FROM clicks WHERE user_id IN (SELECT user_id FROM blocked);
INSERT INTO s3_sink SELECT user_id, page FROM clicks c WHERE EXISTS (SELECT 1 FROM blocked b WHERE b.user_id = c.user_id) AND page <> '';
