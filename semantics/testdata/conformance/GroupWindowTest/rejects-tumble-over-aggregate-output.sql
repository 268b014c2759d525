-- case: a TUMBLE over the MAX of a rowtime computed by a regular GROUP BY
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/GroupWindowTest.scala, testTumbleFunction (message of StreamLogicalWindowAggregateRule)
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
SELECT COUNT(*)
FROM (
  SELECT b, MAX(rowtime) AS last_ts
  FROM MyTable
  GROUP BY b
)
GROUP BY TUMBLE(last_ts, INTERVAL '1' MINUTE);
