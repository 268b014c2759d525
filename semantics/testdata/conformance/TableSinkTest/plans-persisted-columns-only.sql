-- case: the same table written with its persisted columns listed
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testMetadataColumn
-- flink: plans
-- reason: insert-column-count

CREATE TABLE MetadataTable (
  a          INT,
  m_3        INT METADATA FROM 'metadata_3' VIRTUAL,
  m_2        INT METADATA FROM 'metadata_2',
  b          BIGINT,
  c          INT,
  metadata_1 STRING METADATA
) WITH (
  'connector' = 'values',
  'readable-metadata' = 'metadata_1:STRING, metadata_2:BIGINT, metadata_3:BIGINT',
  'writable-metadata' = 'metadata_1:STRING, metadata_2:BIGINT'
);

INSERT INTO MetadataTable SELECT a, m_2, b, c, metadata_1 FROM MetadataTable;
