-- case: PRIMARY KEY over a column the table does not have
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java, testPrimaryKeyNonExistentColumn
-- flink: rejects
-- message: Primary key column 'd' is not defined in the schema
-- reason: primary-key-column

-- rejected
CREATE TABLE tbl1 (
  a BIGINT NOT NULL,
  b VARCHAR NOT NULL,
  c AS 2 * (a + 1),
  CONSTRAINT ct1 PRIMARY KEY (b, d) NOT ENFORCED
) WITH ('connector' = 'values');
