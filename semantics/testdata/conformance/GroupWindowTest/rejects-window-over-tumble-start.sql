-- case: a TUMBLE over the TUMBLE_START of an inner window aggregate, which is no time attribute
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/GroupWindowTest.scala, testMultiWindowSqlWithAggregation (message of StreamLogicalWindowAggregateRule)
-- flink: rejects
-- message: Window aggregate can only be defined over a time attribute column, but TIMESTAMP(3) encountered.
-- reason: window-not-time-attribute

CREATE TABLE MyTable (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

-- rejected
SELECT TUMBLE_END(zzzzz, INTERVAL '0.004' SECOND),
       COUNT(a) AS a
FROM (
  SELECT COUNT(a) AS a,
         TUMBLE_START(rowtime, INTERVAL '0.002' SECOND) AS zzzzz
  FROM MyTable
  GROUP BY TUMBLE(rowtime, INTERVAL '0.002' SECOND)
)
GROUP BY TUMBLE(zzzzz, INTERVAL '0.004' SECOND);
