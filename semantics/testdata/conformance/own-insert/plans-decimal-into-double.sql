-- case: DECIMAL(10, 2) into a DOUBLE column
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

CREATE TABLE snk (
  a BIGINT,
  b DOUBLE
) WITH ('connector' = 'blackhole');

INSERT INTO snk
SELECT id, price
FROM src;
