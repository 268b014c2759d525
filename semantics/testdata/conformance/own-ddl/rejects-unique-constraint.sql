-- case: a UNIQUE constraint
-- source: own, variant of flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java, testFailedToAlterTableAddPk
-- flink: rejects
-- message: UNIQUE constraint is not supported yet
-- reason: primary-key-column

-- rejected
CREATE TABLE t (
  id   BIGINT,
  name STRING,
  CONSTRAINT uq UNIQUE (name) NOT ENFORCED
) WITH ('connector' = 'datagen');
