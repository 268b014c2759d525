-- case: metadata columns read with a cast and a computed column over one
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testDDLWithMetadataColumn
-- flink: plans
-- reason: metadata-column

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

SELECT * FROM MetadataTable;
