-- case: ADD a column declared PRIMARY KEY to a table with a composite key
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java, testFailedToAlterTableAddPk
-- flink: rejects
-- message: The base table has already defined the primary key constraint [`a`, `b`]. You might want to drop it before adding a new one
-- reason: alter-table

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
  CONSTRAINT ct1 PRIMARY KEY (a, b) NOT ENFORCED
) WITH (
  'connector' = 'values',
  'k' = 'v'
);

-- rejected
ALTER TABLE tb2 ADD x STRING NOT NULL PRIMARY KEY NOT ENFORCED;
