-- case: a watermark on a TO_TIMESTAMP_LTZ computed column
-- source: own, valid variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testInvalidWatermarkOutputType
-- flink: plans
-- reason: watermark-type

CREATE TABLE events (
  id BIGINT,
  epoch_ms BIGINT,
  ts AS TO_TIMESTAMP_LTZ(epoch_ms, 3),
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');
