-- case: one PRIMARY KEY over two columns
-- source: own, valid variant (SqlCreateTable validation message)
-- flink: plans
-- reason: primary-key-column

CREATE TABLE t (
  id   BIGINT,
  name STRING,
  PRIMARY KEY (id, name) NOT ENFORCED
) WITH ('connector' = 'datagen');
