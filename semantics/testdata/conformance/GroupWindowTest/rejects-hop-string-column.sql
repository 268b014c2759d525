-- case: a HOP group window over a STRING column
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/GroupWindowTest.scala, testHoppingFunction (message of StreamLogicalWindowAggregateRule)
-- flink: rejects
-- message: Cannot apply '$HOP' to arguments of type
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
SELECT COUNT(*)
FROM MyTable
GROUP BY HOP(b, INTERVAL '15' MINUTE, INTERVAL '1' HOUR);
