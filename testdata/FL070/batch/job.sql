SET 'execution.runtime-mode' = 'batch';
CREATE TABLE orders (id BIGINT, currency STRING, pt AS PROCTIME()) WITH ('connector' = 'datagen');
CREATE TABLE rates (currency STRING, rate BIGINT, PRIMARY KEY (currency) NOT ENFORCED) WITH (
  'connector' = 'filesystem', 'path' = 's3://bucket/rates', 'format' = 'csv');

-- Batch mode: not checked.
SELECT o.id, r.rate FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.pt AS r ON o.currency = r.currency;
