CREATE TABLE t (a INT, b STRING, c BIGINT, ts TIMESTAMP(3), rt TIMESTAMP(3), p AS PROCTIME(), WATERMARK FOR rt AS rt) WITH ('connector' = 'datagen');
CREATE TABLE snk (a INT, n BIGINT) WITH ('connector' = 'blackhole');
-- An OVER aggregate of a subquery, CTE, UNION branch or view is planned when a reader reads its column.
SELECT * FROM (SELECT a, COUNT(*) OVER (PARTITION BY b ORDER BY ts ROWS 2 PRECEDING) AS n FROM t); -- want "FL076" msg="column 'ts', which is TIMESTAMP\(3\) and not a time attribute"
INSERT INTO snk SELECT a, n FROM (SELECT a, SUM(c) OVER (PARTITION BY b ORDER BY c ROWS 2 PRECEDING) AS n FROM t); -- want "FL076" msg="column 'c', which is BIGINT"
WITH w AS (SELECT a, COUNT(*) OVER (PARTITION BY b ORDER BY rt DESC) AS n FROM t) SELECT a, n FROM w; -- want "FL076" msg="ASCENDING"
SELECT a, c FROM t UNION ALL SELECT a, COUNT(*) OVER (PARTITION BY b ORDER BY ts ROWS 2 PRECEDING) FROM t; -- want "FL076" msg="column 'ts'"
SELECT a FROM (SELECT a, COUNT(*) OVER (PARTITION BY b ORDER BY ts ROWS 2 PRECEDING) AS n FROM t) WHERE n > 2; -- want "FL076" msg="column 'ts'"
SELECT n, COUNT(*) FROM (SELECT a, COUNT(*) OVER (PARTITION BY b ORDER BY ts ROWS 2 PRECEDING) AS n FROM t) GROUP BY n; -- want "FL076" msg="column 'ts'"
SELECT a FROM t WHERE c IN (SELECT COUNT(*) OVER (PARTITION BY b ORDER BY ts ROWS 2 PRECEDING) FROM t); -- want "FL076" msg="column 'ts'"
CREATE VIEW v AS SELECT a, b, COUNT(*) OVER (PARTITION BY b ORDER BY ts ROWS 2 PRECEDING) AS n FROM t;
SELECT a, n FROM v; -- want "FL076" msg="column .ts.*in the query of view default_catalog.default_database.v""
-- Planned: the column no reader reads is pruned; a ranking function the reader filters is a Top-N;
-- a view's query is not planned when the view is created; a time attribute orders the window.
SELECT a FROM (SELECT a, COUNT(*) OVER (PARTITION BY b ORDER BY ts ROWS 2 PRECEDING) AS n FROM t);
SELECT a, b FROM v;
SELECT * FROM (SELECT a, ROW_NUMBER() OVER (PARTITION BY b ORDER BY c DESC) AS rn FROM t) WHERE rn <= 3;
WITH w AS (SELECT a, b, ROW_NUMBER() OVER (PARTITION BY b ORDER BY c DESC) AS rn FROM t) SELECT * FROM (SELECT * FROM w) WHERE rn = 1;
SELECT * FROM (SELECT a, COUNT(*) OVER (PARTITION BY b ORDER BY rt) AS n FROM t);
SELECT * FROM (SELECT a, COUNT(*) OVER (PARTITION BY b ORDER BY p) AS n FROM t) WHERE n > 1;
SELECT a FROM t WHERE EXISTS (SELECT COUNT(*) OVER (PARTITION BY b ORDER BY ts ROWS 2 PRECEDING) FROM t);
-- An unbounded window ordered by a column that is no time attribute: planned since 2.1.
SELECT * FROM (SELECT a, COUNT(*) OVER (PARTITION BY b ORDER BY ts) AS n FROM t);
