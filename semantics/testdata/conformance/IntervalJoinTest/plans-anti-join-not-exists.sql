-- case: a NOT EXISTS subquery bounded on the rowtimes
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/IntervalJoinTest.scala, testAntiIntervalJoinWithExists
-- flink: plans
-- reason: interval-join

CREATE TABLE MyTable (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

CREATE TABLE MyTable2 (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

SELECT t1.a
FROM MyTable t1
WHERE NOT EXISTS (
  SELECT * FROM MyTable2 t2
  WHERE t1.rowtime BETWEEN t2.rowtime AND t2.rowtime + INTERVAL '5' MINUTE);
