-- case: a column PRIMARY KEY and a table PRIMARY KEY
-- source: own (SqlCreateTable validation message)
-- flink: rejects
-- message: Duplicate primary key definition
-- reason: primary-key-column

-- rejected
CREATE TABLE t (
  id   BIGINT PRIMARY KEY NOT ENFORCED,
  name STRING,
  PRIMARY KEY (name) NOT ENFORCED
) WITH ('connector' = 'datagen');
