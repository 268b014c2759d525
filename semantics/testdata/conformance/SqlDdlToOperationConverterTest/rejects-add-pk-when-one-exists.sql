-- case: ADD PRIMARY KEY to a table that has one
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java, testFailedToAlterTableAddPk
-- flink: rejects
-- message: The base table has already defined the primary key constraint [`a`]. You might want to drop it before adding a new one.
-- reason: alter-table

CREATE TABLE tb1 (
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
ALTER TABLE tb1 ADD PRIMARY KEY (c) NOT ENFORCED;
