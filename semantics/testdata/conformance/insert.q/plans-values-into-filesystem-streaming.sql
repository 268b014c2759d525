-- case: INSERT of a VALUES list into a filesystem csv table, streaming mode
-- source: apache/flink flink-table/flink-sql-client/src/test/resources/sql/insert.q, the streaming insert
-- flink: plans
-- reason: insert-column-type

SET 'execution.runtime-mode' = 'streaming';

CREATE TABLE StreamingTable (
  id  INT,
  str STRING
) WITH (
  'connector' = 'filesystem',
  'path' = '/tmp/streamingtable',
  'format' = 'csv'
);

INSERT INTO StreamingTable
SELECT *
FROM (VALUES (1, 'Hello World'), (2, 'Hi'), (2, 'Hi'), (3, 'Hello'), (3, 'World'), (4, 'ADD'), (5, 'LINE'));
