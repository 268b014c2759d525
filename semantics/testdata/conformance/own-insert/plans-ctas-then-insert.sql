-- case: INSERT into a CTAS table with the CTAS query's column types
-- source: own, valid variant (DynamicSinkUtils message)
-- flink: plans
-- reason: insert-column-type

CREATE TABLE src (
  id      BIGINT,
  name    STRING,
  code    CHAR(5),
  qty     INT,
  price   DECIMAL(10, 2),
  ratio   FLOAT,
  flag    BOOLEAN,
  ts      TIMESTAMP(3),
  ts_ltz  TIMESTAMP_LTZ(3),
  day     DATE,
  tags    ARRAY<STRING>,
  attrs   MAP<STRING, STRING>,
  payload ROW<k STRING, v BIGINT>
) WITH ('connector' = 'datagen');

CREATE TABLE copy
WITH ('connector' = 'blackhole')
AS SELECT id, name FROM src;

INSERT INTO copy
SELECT id + 1, UPPER(name)
FROM src;
