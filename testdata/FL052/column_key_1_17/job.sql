-- Since Flink 1.17 (FLINK-30386) a column's own PRIMARY KEY must be NOT ENFORCED too.
CREATE TABLE t (
  a BIGINT PRIMARY KEY, -- want "FL052" msg="Flink doesn't support ENFORCED mode for PRIMARY KEY constraint"
  b INT
) WITH ('connector' = 'datagen');
CREATE TABLE u (a BIGINT PRIMARY KEY NOT ENFORCED, b INT) WITH ('connector' = 'datagen');
