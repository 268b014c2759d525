-- Constants joined with a stream do not end: the stream does not.
CREATE TABLE events (a INT) WITH ('connector' = 'kafka', 'topic' = 'e', 'properties.bootstrap.servers' = 'k:9092', 'format' = 'json');
CREATE TABLE sink (a INT, b INT) WITH ('connector' = 'filesystem', 'path' = 's3://bucket/out', 'format' = 'json');  -- want "FL022"
INSERT INTO sink SELECT * FROM (VALUES (1, 2)) T(a, b) WHERE a IN (SELECT a FROM events);
