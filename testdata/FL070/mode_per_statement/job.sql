-- The runtime mode is the session's at each statement: the streaming
-- join before the SET of batch is judged, the batch one after it is not.
CREATE TABLE orders (id BIGINT, currency STRING, pt AS PROCTIME()) WITH ('connector' = 'datagen');
CREATE TABLE rates (currency STRING, rate BIGINT, PRIMARY KEY (currency) NOT ENFORCED) WITH (
  'connector' = 'filesystem', 'path' = 's3://bucket/rates', 'format' = 'csv');
SELECT o.id, r.rate FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.pt AS r ON o.currency = r.currency; -- want "FL070" msg="has no lookup source"
SET 'execution.runtime-mode' = 'batch';
SELECT o.id, r.rate FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.pt AS r ON o.currency = r.currency;
