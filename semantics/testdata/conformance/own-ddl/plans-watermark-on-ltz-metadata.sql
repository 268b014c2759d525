-- case: a watermark on a TIMESTAMP_LTZ(3) metadata column
-- source: own, valid variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testCreateTableLikeWithWatermarkReferencingMetadataColumn
-- flink: plans
-- reason: watermark-type

CREATE TABLE t (
  id BIGINT,
  ts TIMESTAMP_LTZ(3) METADATA FROM 'timestamp' VIRTUAL,
  WATERMARK FOR ts AS ts
) WITH (
  'connector' = 'kafka',
  'topic' = 't',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json'
);
