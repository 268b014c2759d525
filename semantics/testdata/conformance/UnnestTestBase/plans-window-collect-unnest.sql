-- case: UNNEST of a COLLECT computed per TUMBLE window
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/common/UnnestTestBase.scala, testTumbleWindowAggregateWithCollectUnnest
-- flink: plans
-- reason: window-not-time-attribute

CREATE TABLE MyTable (
  a INT,
  b BIGINT,
  c STRING,
  rowtime TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

WITH T AS (
  SELECT b, COLLECT(b) AS `set`
  FROM MyTable
  GROUP BY b, TUMBLE(rowtime, INTERVAL '3' SECOND)
)
SELECT b, s
FROM T, UNNEST(T.`set`) AS A (s)
WHERE b < 3;
