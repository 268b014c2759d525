-- case: a TUMBLE over the TUMBLE_ROWTIME of an inner window aggregate
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/GroupWindowTest.scala, testMultiWindowSqlWithAggregation
-- flink: plans
-- reason: window-not-time-attribute

CREATE TABLE MyTable (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

SELECT TUMBLE_ROWTIME(zzzzz, INTERVAL '0.004' SECOND),
       TUMBLE_END(zzzzz, INTERVAL '0.004' SECOND),
       COUNT(a) AS a
FROM (
  SELECT COUNT(a) AS a,
         TUMBLE_ROWTIME(rowtime, INTERVAL '0.002' SECOND) AS zzzzz
  FROM MyTable
  GROUP BY TUMBLE(rowtime, INTERVAL '0.002' SECOND)
)
GROUP BY TUMBLE(zzzzz, INTERVAL '0.004' SECOND);
