SET 'table.exec.topn-cache-size' = '10000'; -- want "FL060" msg="write table.exec.rank.topn-cache-size"
SET 'state.checkpoints.dir' = 's3://orders-bucket/checkpoints'; -- want "FL061"
SET 'restart-strategy' = 'fixed-delay'; -- want "FL061"
SET 'parallelism.default' = '4';

CREATE TABLE customers (
  id BIGINT,
  name STRING
) WITH (
  'connector.type' = 'filesystem', -- want "FL067"
  'connector.path' = 's3://orders-bucket/customers',
  'format.type' = 'csv'
);

CREATE TABLE enriched (
  id BIGINT,
  name STRING
) WITH (
  'connector' = 'blackhole'
);

INSERT INTO enriched SELECT id, name FROM customers;
