CREATE TABLE T1 (a1 INT, b1 STRING) WITH ('connector' = 'datagen');
CREATE TABLE T2 (a2 INT, b2 STRING) WITH ('connector' = 'datagen');
CREATE VIEW V4 AS SELECT a1 AS a4 FROM T1;

SELECT /*+ BROADCAST(T99) */ * FROM T1 JOIN T2 ON T1.a1 = T2.a2; -- want "FL055" col=12 msg="cannot match the name of input tables or views: `T99` in `BROADCAST`"
SELECT /*+ STATE_TTL('T1' = '2d', 'V8' = '1d') */ * FROM T1 JOIN V4 ON T1.a1 = V4.a4; -- want "FL055" msg="`V8` in `STATE_TTL`"

SELECT /*+ BROADCAST(T1) */ * FROM T1 JOIN T2 ON T1.a1 = T2.a2;
SELECT /*+ BROADCAST(T2) */ * FROM T1 WHERE a1 IN (SELECT a2 FROM T2);
SELECT /*+ SHUFFLE_HASH(x, y) */ * FROM T1 AS x JOIN T2 AS y ON x.a1 = y.a2;
SELECT /*+ STATE_TTL('T1' = '2d', 'V4' = '1d') */ * FROM T1 JOIN V4 ON T1.a1 = V4.a4;
SELECT /*+ NEST_LOOP(T1) */ * FROM V4, T2;
