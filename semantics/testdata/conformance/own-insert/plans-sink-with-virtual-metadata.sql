-- case: a kafka sink with a VIRTUAL metadata column, not written
-- source: own, valid variant (DynamicSinkUtils message)
-- flink: plans
-- reason: insert-column-count

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
  a         BIGINT,
  b         STRING,
  part      INT METADATA FROM 'partition' VIRTUAL
) WITH (
  'connector' = 'kafka',
  'topic' = 'out',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json'
);

INSERT INTO snk
SELECT id, name
FROM src;
