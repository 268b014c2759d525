CREATE TABLE T1 (a1 INT, b1 STRING) WITH ('connector' = 'datagen');
CREATE TABLE T2 (a2 INT, b2 STRING) WITH ('connector' = 'datagen');
-- A join hint of a subquery, CTE or UNION branch that names no table of the query.
SELECT * FROM (SELECT /*+ BROADCAST(T99) */ * FROM T1 JOIN T2 ON T1.a1 = T2.a2); -- want "FL055" msg="`T99` in `BROADCAST`"
WITH w AS (SELECT /*+ SHUFFLE_HASH(T98) */ T1.a1 FROM T1 JOIN T2 ON T1.a1 = T2.a2) SELECT * FROM w; -- want "FL055" msg="`T98` in `SHUFFLE_HASH`"
SELECT a1 FROM T1 UNION ALL SELECT * FROM (SELECT /*+ STATE_TTL('T97' = '1d') */ T1.a1 FROM T1 JOIN T2 ON T1.a1 = T2.a2); -- want "FL055" msg="`T97` in `STATE_TTL`"
-- Hints that name tables of their block.
SELECT * FROM (SELECT /*+ BROADCAST(T2) */ * FROM T1 JOIN T2 ON T1.a1 = T2.a2);
WITH w AS (SELECT /*+ STATE_TTL('T1' = '1d') */ T1.a1 FROM T1 JOIN T2 ON T1.a1 = T2.a2) SELECT * FROM w;
