-- case: a target column list naming a column the sink does not have
-- source: own (Calcite validator message, raised by Flink's PreValidateReWriter)
-- flink: rejects
-- message: Unknown target column 'c'
-- reason: insert-unknown-column

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
  b STRING
) WITH ('connector' = 'blackhole');

-- rejected
INSERT INTO snk (a, c)
SELECT id, name
FROM src;
