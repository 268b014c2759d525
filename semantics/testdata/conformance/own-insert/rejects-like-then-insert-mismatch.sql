-- case: INSERT into a table created LIKE another, with a column of another type
-- source: own (DynamicSinkUtils message)
-- flink: rejects
-- message: Column types of query result and sink for 'default_catalog.default_database.snk2' do not match. Cause: Incompatible types for sink column 'a' at position 0.
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
  b STRING
) WITH ('connector' = 'blackhole');

CREATE TABLE snk2 LIKE snk;

-- rejected
INSERT INTO snk2
SELECT CAST(id AS STRING), name
FROM src;
