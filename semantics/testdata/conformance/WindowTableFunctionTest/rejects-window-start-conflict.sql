-- case: the input already has a column named window_start
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/WindowTableFunctionTest.scala, testConflictingFieldNames
-- flink: rejects
-- message: Column 'window_start' is ambiguous
-- reason: ambiguous-column

CREATE TABLE MyTable (
  a        INT,
  b        BIGINT,
  c        STRING,
  d        DECIMAL(10, 3),
  rowtime  TIMESTAMP(3),
  proctime AS PROCTIME(),
  WATERMARK FOR rowtime AS rowtime - INTERVAL '1' SECOND
) WITH ('connector' = 'values');

CREATE VIEW v1 AS
SELECT *, rowtime AS window_start
FROM MyTable;

-- rejected
SELECT * FROM TABLE(TUMBLE(TABLE v1, DESCRIPTOR(rowtime), INTERVAL '15' MINUTE));
