-- case: a TUMBLE group window over a TIMESTAMP(3) column without a watermark
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/GroupWindowTest.scala, testTumbleFunction (message of StreamLogicalWindowAggregateRule)
-- flink: rejects
-- message: Window aggregate can only be defined over a time attribute column, but TIMESTAMP(3) encountered.
-- reason: window-not-time-attribute

CREATE TABLE clicks (
  url STRING,
  ts  TIMESTAMP(3)
) WITH ('connector' = 'datagen');

-- rejected
SELECT COUNT(*), TUMBLE_END(ts, INTERVAL '1' MINUTE)
FROM clicks
GROUP BY TUMBLE(ts, INTERVAL '1' MINUTE);
