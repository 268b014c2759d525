-- Flink 1.16 took a column's own PRIMARY KEY without NOT ENFORCED (FLINK-30386 fixed it in 1.17).
CREATE TABLE t (
  a BIGINT PRIMARY KEY,
  b INT
) WITH ('connector' = 'datagen');
