-- case: ADD ROW and MAP columns and computed columns over their fields
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java, testAlterTableAddColumn
-- flink: plans
-- reason: computed-column

CREATE TABLE tb1 (
  a  INT NOT NULL,
  b  BIGINT NOT NULL,
  c  STRING NOT NULL COMMENT 'column comment',
  d  AS a * (b + 2 + a * b),
  e  ROW<f0 STRING, f1 INT, f2 ROW<f0 DOUBLE, f1 ARRAY<FLOAT>>>,
  f  AS e.f1 + e.f2.f0,
  g  STRING METADATA VIRTUAL,
  ts TIMESTAMP(3) COMMENT 'just a comment',
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH (
  'connector' = 'values',
  'k' = 'v'
);

ALTER TABLE tb1 ADD (
  r ROW<r1 BIGINT, r2 STRING, r3 ARRAY<DOUBLE> NOT NULL> NOT NULL COMMENT 'add composite type',
  m MAP<STRING NOT NULL, INT NOT NULL>,
  n AS r.r1 * 2 AFTER r,
  tss AS TO_TIMESTAMP(r.r2) COMMENT 'rowtime' AFTER ts,
  na AS r.r3 AFTER ts
);
