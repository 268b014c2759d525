-- case: metadata keys that are also physical column names
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testMetadataColumnThatConflictsWithPhysicalColumn
-- flink: plans
-- reason: insert-column-count

CREATE TABLE MetadataTable (
  metadata_1 DOUBLE,
  m_1        STRING METADATA FROM 'metadata_1' VIRTUAL,
  m_2        BIGINT METADATA FROM 'metadata_2',
  metadata_2 DOUBLE,
  other      STRING
) WITH (
  'connector' = 'values',
  'readable-metadata' = 'metadata_1:STRING, metadata_2:BIGINT',
  'writable-metadata' = 'metadata_1:STRING, metadata_2:BIGINT'
);

INSERT INTO MetadataTable SELECT metadata_1, m_2, metadata_2, other FROM MetadataTable;
