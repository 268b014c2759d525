-- Implicit casts the planner applies, NULL, unknown functions and VALUES.
CREATE TABLE src (a INT, b BIGINT, c STRING, d DECIMAL(10, 2), ts TIMESTAMP(3)) WITH ('connector' = 'datagen');
CREATE TABLE snk (x BIGINT, y DOUBLE, z STRING, w DECIMAL(20, 4), t TIMESTAMP(6)) WITH ('connector' = 'blackhole');

INSERT INTO snk SELECT a, d, c, a, ts FROM src;
INSERT INTO snk SELECT b, a, NULL, d, CAST(NULL AS TIMESTAMP(3)) FROM src;
INSERT INTO snk SELECT COUNT(*), SUM(d), MY_UDF(c), MAX(d), MAX(ts) FROM src;
INSERT INTO snk SELECT * FROM (SELECT a, d, c, d, ts FROM src) AS s;
INSERT INTO snk VALUES (1, 2.5, 'x', 1.25, TIMESTAMP '2024-01-01 00:00:00.123');
INSERT INTO snk SELECT a, d, CASE WHEN a > 0 THEN 'p' ELSE 'n' END, d, ts FROM src UNION ALL SELECT b, d, c, d, ts FROM src;
