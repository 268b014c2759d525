-- The session's init script declares customers: a JDBC scan ends, so the
-- file sink finishes its files when the job ends.
CREATE TABLE customers_csv (
  id BIGINT,
  name STRING
) WITH (
  'connector' = 'filesystem',
  'path' = 's3://exports/customers',
  'format' = 'csv'
);
INSERT INTO customers_csv SELECT id, name FROM customers;
