-- case: a PRIMARY KEY without NOT ENFORCED
-- source: own, variant of flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java, testFailedToAlterTableAddPk
-- flink: rejects
-- message: Flink doesn't support ENFORCED mode for PRIMARY KEY constraint
-- reason: primary-key-column

-- rejected
CREATE TABLE t (
  id   BIGINT,
  name STRING,
  PRIMARY KEY (id)
) WITH ('connector' = 'datagen');
