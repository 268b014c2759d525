-- The session's first script (not in this directory) declares orders as a
-- bounded JDBC table and sets the checkpoint interval; this script exports
-- it. A table flinklint cannot see is not known to be unbounded: the file
-- writer commits its files at the end of a bounded input, so no finding.
CREATE TABLE orders_export (id BIGINT, amount DECIMAL(10, 2)) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/export/orders/',
  'format' = 'parquet'
);
INSERT INTO orders_export SELECT id, amount FROM orders;
