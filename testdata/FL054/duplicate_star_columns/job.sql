-- A SELECT * over a self-join has two columns c: Calcite names the second
-- c0 (SqlValidatorUtil.uniquify), so v2.c is the first one and v2.c0 the
-- second (apache/flink DeadlockBreakupTest#testSubplanReuse_SetExchangeAsBatch_SortMergeJoin).
CREATE TABLE x (a INT, b BIGINT, c STRING) WITH ('connector' = 'datagen');
WITH v1 AS (SELECT a, SUM(b) AS b, MAX(c) AS c FROM x GROUP BY a),
     v2 AS (SELECT * FROM v1 r1, v1 r2 WHERE r1.a = r2.a AND r1.b > 10),
     v3 AS (SELECT * FROM v1 r1, v1 r2 WHERE r1.a = r2.a AND r1.b < 5)
SELECT v2.c, v2.c0, v3.a0 FROM v2, v3 WHERE v2.c = v3.c;
SELECT q.c0 FROM (SELECT a AS c, b AS c FROM x) q;
SELECT q.c1 FROM (SELECT a AS c, b AS c FROM x) q; -- want "FL054"
