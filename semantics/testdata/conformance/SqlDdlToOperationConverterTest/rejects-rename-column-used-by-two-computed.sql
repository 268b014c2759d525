-- case: RENAME a column two computed columns read
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java, testAlterTableRenameColumn
-- flink: rejects
-- message: Failed to execute ALTER TABLE statement. The column `e` is referenced by computed column `g`, `j`.
-- reason: alter-table

CREATE TABLE tb2 (
  a STRING NOT NULL,
  b INT NOT NULL,
  e STRING,
  j AS UPPER(e),
  g AS TO_TIMESTAMP(e),
  PRIMARY KEY (a, b) NOT ENFORCED
)
PARTITIONED BY (a)
WITH ('connector' = 'values');

-- rejected
ALTER TABLE tb2 RENAME e TO e1;
