-- case: SELECT * of a table with a VIRTUAL metadata column into the same table: six columns for five
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testExceptionForWritingVirtualMetadataColumn
-- flink: rejects
-- message: Query schema: [a: INT, m_3: INT, m_2: INT, b: BIGINT, c: INT, metadata_1: STRING] Sink schema: [a: INT, m_2: INT, b: BIGINT, c: INT, metadata_1: STRING]
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

-- rejected
INSERT INTO MetadataTable SELECT * FROM MetadataTable;
