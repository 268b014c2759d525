-- case: a watermark on a TIMESTAMP(3) metadata column
-- source: own, valid variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testCreateTableLikeWithWatermarkReferencingMetadataColumn
-- flink: plans
-- reason: watermark-type

CREATE TABLE t (
  id BIGINT,
  ts TIMESTAMP(3) METADATA FROM 'timestamp',
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH (
  'connector' = 'kafka',
  'topic' = 't',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json'
);
