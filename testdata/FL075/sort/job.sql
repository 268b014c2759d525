CREATE TABLE t (a INT, c BIGINT, rowtime TIMESTAMP(3), p AS PROCTIME(), WATERMARK FOR rowtime AS rowtime) WITH ('connector' = 'datagen');
CREATE TABLE sink (a INT) WITH ('connector' = 'blackhole');
SELECT a FROM t ORDER BY c; -- want "FL075" msg="column 'c' is BIGINT"
SELECT a FROM t ORDER BY c, rowtime; -- want "FL075"
SELECT a FROM t ORDER BY rowtime DESC, c; -- want "FL075" msg="descending order is not supported"
SELECT a FROM t ORDER BY 1; -- want "FL075" msg="column 'a' is INT"
SELECT c AS x FROM t ORDER BY x; -- want "FL075"
SELECT a FROM t ORDER BY c + 1; -- want "FL075" msg="the sort key expression is BIGINT"
INSERT INTO sink SELECT a FROM t ORDER BY c; -- want "FL075"
-- Planned: a time attribute first, ascending; a Top-N; a subquery's or view's ORDER BY.
SELECT a FROM t ORDER BY rowtime, c;
SELECT a FROM t ORDER BY p;
SELECT a FROM t ORDER BY c LIMIT 10;
SELECT a FROM (SELECT a, c FROM t ORDER BY c);
CREATE VIEW v AS SELECT a FROM t ORDER BY c;
-- An aggregation's output sorts by its own columns.
SELECT a, MAX(rowtime) AS m FROM t GROUP BY a ORDER BY a; -- want "FL075"
-- ... and by expressions over it, typed in its FROM clause: no timestamp is no time attribute.
SELECT COUNT(*) AS n FROM t GROUP BY ROLLUP(a) ORDER BY GROUPING(a), n; -- want "FL075" msg="the sort key expression is BIGINT"
SELECT a, COUNT(*) AS n FROM t GROUP BY a ORDER BY COUNT(*) + 1; -- want "FL075"
SELECT a, MAX(rowtime) AS m FROM t GROUP BY a ORDER BY MAX(rowtime);
SELECT a, COUNT(*) AS n FROM t GROUP BY a ORDER BY MY_AGG(c);
-- Not known: a function flinklint does not type.
SELECT a FROM t ORDER BY MY_FN(c);
-- A set operation's ORDER BY sorts its output columns.
SELECT a, rowtime FROM t UNION ALL SELECT a, rowtime FROM t ORDER BY a; -- want "FL075" msg="column 'a' is INT"
SELECT a, rowtime FROM t UNION ALL SELECT a, rowtime FROM t ORDER BY rowtime;
SELECT a, c FROM t UNION SELECT a, c FROM t ORDER BY c; -- want "FL075" msg="column 'c' is BIGINT"
