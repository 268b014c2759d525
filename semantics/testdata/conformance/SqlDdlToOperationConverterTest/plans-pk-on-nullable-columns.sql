-- case: PRIMARY KEY over nullable columns: Flink makes them NOT NULL
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java, testCreateTableWithPrimaryKey
-- flink: plans
-- reason: primary-key-column

CREATE TABLE tbl1 (
  a BIGINT,
  b VARCHAR,
  c INT,
  d VARCHAR,
  CONSTRAINT ct1 PRIMARY KEY (a, b) NOT ENFORCED
) WITH ('connector' = 'values');
