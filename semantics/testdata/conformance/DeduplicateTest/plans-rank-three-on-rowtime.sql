-- case: ROW_NUMBER = 3 by rowtime: a Top-N
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/DeduplicateTest.scala, testInvalidRowNumberConditionOnRowtime
-- flink: plans
-- reason: over-window

CREATE TABLE MyTable (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

SELECT a, rank_num
FROM (
  SELECT a,
    ROW_NUMBER() OVER (PARTITION BY b ORDER BY rowtime DESC) AS rank_num
  FROM MyTable
)
WHERE rank_num = 3;
