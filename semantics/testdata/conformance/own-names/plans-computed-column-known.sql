-- case: a computed column over a column of the table
-- source: own, valid variant (Calcite validator message)
-- flink: plans
-- reason: unknown-column

CREATE TABLE t (
  a INT,
  b AS a + 1
) WITH ('connector' = 'datagen');
