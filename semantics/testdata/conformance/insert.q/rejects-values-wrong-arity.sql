-- case: INSERT of two-column VALUES into a one-column filesystem table
-- source: own, variant of flink-table/flink-sql-client/src/test/resources/sql/insert.q, the streaming insert (message of TableSinkTest.testExceptionForWritingVirtualMetadataColumn)
-- flink: rejects
-- message: Column types of query result and sink for 'default_catalog.default_database.StreamingTable' do not match. Cause: Different number of columns.
-- reason: insert-column-count

CREATE TABLE StreamingTable (
  id INT
) WITH (
  'connector' = 'filesystem',
  'path' = '/tmp/streamingtable',
  'format' = 'csv'
);

-- rejected
INSERT INTO StreamingTable
SELECT *
FROM (VALUES (1, 'Hello World'), (2, 'Hi'));
