-- case: MODIFY the primary key column into a metadata column
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java, testFailedToAlterTableModifyColumn
-- flink: rejects
-- message: Invalid primary key 'ct1'. Column 'a' is not a physical column.
-- reason: primary-key-column

CREATE TABLE tb2 (
  a  INT NOT NULL,
  b  BIGINT NOT NULL,
  c  STRING NOT NULL COMMENT 'column comment',
  d  AS a * (b + 2 + a * b),
  e  ROW<f0 STRING, f1 INT, f2 ROW<f0 DOUBLE, f1 ARRAY<FLOAT>>>,
  f  AS e.f1 + e.f2.f0,
  g  STRING METADATA VIRTUAL,
  ts TIMESTAMP(3) COMMENT 'just a comment',
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND,
  CONSTRAINT ct1 PRIMARY KEY (a) NOT ENFORCED
) WITH (
  'connector' = 'values',
  'k' = 'v'
);

-- rejected
ALTER TABLE tb2 MODIFY (d STRING, a INT METADATA VIRTUAL);
