-- case: INSERT of a VALUES list into a filesystem csv table, batch mode
-- source: apache/flink flink-table/flink-sql-client/src/test/resources/sql/insert.q, the batch insert
-- flink: plans
-- reason: insert-column-type

SET 'execution.runtime-mode' = 'batch';

CREATE TABLE BatchTable (
  id  INT,
  str STRING
) WITH (
  'connector' = 'filesystem',
  'path' = '/tmp/batchtable',
  'format' = 'csv'
);

INSERT INTO BatchTable
SELECT *
FROM (VALUES (1, 'Hello World'), (2, 'Hi'), (2, 'Hi'), (3, 'Hello'), (3, 'World'), (4, 'ADD'), (5, 'LINE'));
