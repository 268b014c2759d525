-- case: aggregates over a CASE computed under the window
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/GroupWindowTest.scala, testReturnTypeInferenceForWindowAgg
-- flink: plans
-- reason: expression-type

CREATE TABLE MyTable (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

SELECT SUM(correct) AS s,
       AVG(correct) AS a,
       TUMBLE_START(rowtime, INTERVAL '15' MINUTE) AS wStart
FROM (
  SELECT CASE a WHEN 1 THEN 1 ELSE 99 END AS correct, rowtime
  FROM MyTable
)
GROUP BY TUMBLE(rowtime, INTERVAL '15' MINUTE);
