-- case: an OVER aggregate over the output of another, on a TIMESTAMP_LTZ rowtime
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/OverAggregateTest.scala, testNestedOverAgg
-- flink: plans
-- reason: over-window

CREATE TEMPORARY TABLE src (
  a  STRING,
  b  STRING,
  ts TIMESTAMP_LTZ(3),
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'values');

SELECT *
FROM (
  SELECT *, COUNT(*) OVER (PARTITION BY a ORDER BY ts) AS c2
  FROM (
    SELECT *, COUNT(*) OVER (PARTITION BY a, b ORDER BY ts) AS c1
    FROM src
  )
);
