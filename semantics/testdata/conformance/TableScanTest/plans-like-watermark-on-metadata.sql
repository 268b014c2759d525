-- case: CREATE TABLE ... LIKE with a new watermark on a metadata column, then INSERT
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testCreateTableLikeWithWatermarkReferencingMetadataColumn
-- flink: plans
-- reason: watermark-column

CREATE TABLE LikeSourceTable (
  ts   TIMESTAMP(3),
  opts TIMESTAMP(3) METADATA VIRTUAL,
  WATERMARK FOR ts AS ts
) WITH (
  'connector' = 'values',
  'readable-metadata' = 'opts:TIMESTAMP(3)'
);

CREATE TABLE LikeSourceWithWatermark (
  WATERMARK FOR opts AS opts - INTERVAL '5' SECOND
) LIKE LikeSourceTable (
  EXCLUDING WATERMARKS
);

CREATE TABLE SinkTable (
  ts   TIMESTAMP(3),
  opts TIMESTAMP(3)
) WITH (
  'connector' = 'values'
);

INSERT INTO SinkTable SELECT ts, opts FROM LikeSourceWithWatermark;
