-- case: DATE into a TIMESTAMP(3) column
-- source: own (DynamicSinkUtils message)
-- flink: rejects
-- message: Column types of query result and sink for 'default_catalog.default_database.snk' do not match. Cause: Incompatible types for sink column 'b' at position 1.
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
  b TIMESTAMP(3)
) WITH ('connector' = 'blackhole');

-- rejected
INSERT INTO snk
SELECT id, day
FROM src;
