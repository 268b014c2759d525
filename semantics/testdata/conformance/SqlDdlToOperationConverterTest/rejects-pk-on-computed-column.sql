-- case: PRIMARY KEY over a computed column
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java, testPrimaryKeyOnGeneratedColumn
-- flink: rejects
-- message: Could not create a PRIMARY KEY with column 'c' at line 5, column 34. A PRIMARY KEY constraint must be declared on physical columns.
-- reason: primary-key-column

-- rejected
CREATE TABLE tbl1 (
  a BIGINT NOT NULL,
  b VARCHAR NOT NULL,
  c AS 2 * (a + 1),
  CONSTRAINT ct1 PRIMARY KEY (b, c) NOT ENFORCED
) WITH ('connector' = 'values');
