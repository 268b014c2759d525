-- case: the same kafka sink fed without its persisted metadata column
-- source: own (DynamicSinkUtils message)
-- flink: rejects
-- message: Column types of query result and sink for 'default_catalog.default_database.snk' do not match. Cause: Different number of columns.
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

-- rejected
INSERT INTO snk
SELECT id, name
FROM src;
