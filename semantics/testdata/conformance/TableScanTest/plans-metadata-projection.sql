-- case: a projection of a physical and a metadata column
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testDDLWithMetadataColumnProjectionPushDown
-- flink: plans
-- reason: unknown-column

CREATE TABLE MetadataTable (
  a              INT,
  other_metadata INT METADATA FROM 'metadata_3' VIRTUAL,
  b              BIGINT,
  c              INT,
  metadata_1     STRING METADATA,
  computed       AS UPPER(metadata_1)
) WITH (
  'connector' = 'values',
  'bounded' = 'false',
  'readable-metadata' = 'metadata_1:STRING, metadata_2:BOOLEAN, metadata_3:BIGINT',
  'writable-metadata' = 'metadata_1:STRING, metadata_2:BOOLEAN'
);

SELECT b, other_metadata FROM MetadataTable;
