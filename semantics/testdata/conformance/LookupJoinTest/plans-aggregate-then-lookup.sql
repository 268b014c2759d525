-- case: a lookup join AS OF a PROCTIME() computed after a GROUP BY
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/LookupJoinTest.scala, testAvoidAggregatePushDown
-- flink: plans
-- reason: temporal-join-not-time-attribute

CREATE TABLE T1 (
  a INT,
  b STRING,
  c BIGINT,
  d DOUBLE
) WITH ('connector' = 'values');

CREATE TABLE LookupTable (
  id   INT,
  name STRING,
  age  INT
) WITH ('connector' = 'values');

SELECT b, COUNT(a), SUM(c), SUM(d)
FROM (
  SELECT T.*
  FROM (
    SELECT b, a, SUM(c) AS c, SUM(d) AS d, PROCTIME() AS proc
    FROM T1
    GROUP BY a, b
  ) AS T
  JOIN LookupTable FOR SYSTEM_TIME AS OF T.proc AS D
    ON T.a = D.id
  WHERE D.age > 10
) AS T
GROUP BY b;
