-- case: a kafka sink with a persisted timestamp metadata column, written
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
  event_ts  TIMESTAMP(3) METADATA FROM 'timestamp'
) WITH (
  'connector' = 'kafka',
  'topic' = 'out',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json'
);

INSERT INTO snk
SELECT id, name, ts
FROM src;
