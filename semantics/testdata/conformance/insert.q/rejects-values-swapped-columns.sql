-- case: INSERT of (STRING, INT) VALUES into an (INT, STRING) table
-- source: own, variant of flink-table/flink-sql-client/src/test/resources/sql/insert.q, the streaming insert (message of TableSinkTest.testInsertMismatchTypeForEmptyChar)
-- flink: rejects
-- message: Column types of query result and sink for 'default_catalog.default_database.StreamingTable' do not match. Cause: Incompatible types for sink column 'id' at position 0.
-- reason: insert-column-type

CREATE TABLE StreamingTable (
  id  INT,
  str STRING
) WITH (
  'connector' = 'filesystem',
  'path' = '/tmp/streamingtable',
  'format' = 'csv'
);

-- rejected
INSERT INTO StreamingTable
SELECT *
FROM (VALUES ('Hello World', 1), ('Hi', 2));
