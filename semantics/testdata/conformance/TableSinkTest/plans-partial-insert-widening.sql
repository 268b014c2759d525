-- case: INSERT into one column of five (INT into BIGINT); the others are nullable
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testInsertPartColumn
-- flink: plans
-- reason: insert-column-count

CREATE TABLE MyTable (
  a INT,
  b BIGINT,
  c STRING
) WITH ('connector' = 'values');

CREATE TABLE zm_test (
  a  BIGINT,
  m1 MAP<STRING, BIGINT>,
  m2 MAP<STRING NOT NULL, BIGINT>,
  m3 MAP<STRING, BIGINT NOT NULL>,
  m4 MAP<STRING NOT NULL, BIGINT NOT NULL>
) WITH (
  'connector' = 'values',
  'sink-insert-only' = 'true'
);

INSERT INTO zm_test (a) SELECT a FROM MyTable;
