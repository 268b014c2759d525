-- case: a TIMESTAMP(3) metadata column whose writable metadata key is BOOLEAN
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testExceptionForWritingInvalidMetadataColumn
-- flink: rejects
-- message: Invalid data type for metadata column 'metadata_1' of table 'default_catalog.default_database.MetadataTable'. The column cannot be declared as 'TIMESTAMP(3)' because the type must be castable to metadata type 'BOOLEAN'.
-- reason: metadata-column

CREATE TABLE MetadataTable (
  a          INT,
  metadata_1 TIMESTAMP(3) METADATA
) WITH (
  'connector' = 'values',
  'writable-metadata' = 'metadata_1:BOOLEAN'
);

-- rejected
INSERT INTO MetadataTable SELECT 1, TIMESTAMP '1990-10-14 06:00:00.000';
