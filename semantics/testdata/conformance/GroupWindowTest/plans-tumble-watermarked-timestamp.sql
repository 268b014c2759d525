-- case: the same TUMBLE once the column has a watermark
-- source: own, valid variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/GroupWindowTest.scala, testTumbleFunction
-- flink: plans
-- reason: window-not-time-attribute

CREATE TABLE clicks (
  url STRING,
  ts  TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');

SELECT COUNT(*), TUMBLE_END(ts, INTERVAL '1' MINUTE)
FROM clicks
GROUP BY TUMBLE(ts, INTERVAL '1' MINUTE);
