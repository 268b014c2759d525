-- case: INSERT of INT and '' literals into STRING, STRING, BIGINT columns
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testInsertMismatchTypeForEmptyChar
-- flink: rejects
-- message: Column types of query result and sink for 'default_catalog.default_database.my_sink' do not match. Query schema: [a: INT, EXPR$1: CHAR(0) NOT NULL, EXPR$2: CHAR(0) NOT NULL] Sink schema: [name: STRING, email: STRING, message_offset: BIGINT]
-- reason: insert-column-type

CREATE TABLE MyTable (
  a INT,
  b BIGINT,
  c STRING
) WITH ('connector' = 'values');

CREATE TABLE my_sink (
  name STRING,
  email STRING,
  message_offset BIGINT
) WITH (
  'connector' = 'values'
);

-- rejected
INSERT INTO my_sink SELECT a, '', '' FROM MyTable;
