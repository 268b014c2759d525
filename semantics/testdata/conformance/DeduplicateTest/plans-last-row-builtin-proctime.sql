-- case: a last-row deduplication ordered by PROCTIME(), without PARTITION BY
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/DeduplicateTest.scala, testSimpleLastRowOnBuiltinProctime
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

SELECT *
FROM (
  SELECT *,
    ROW_NUMBER() OVER (ORDER BY PROCTIME() DESC) AS rank_num
  FROM MyTable
)
WHERE rank_num = 1;
