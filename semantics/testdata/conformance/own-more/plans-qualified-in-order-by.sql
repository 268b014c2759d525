-- case: the same column qualified in ORDER BY (batch)
-- source: own (Calcite validator message)
-- flink: plans
-- reason: ambiguous-column

SET 'execution.runtime-mode' = 'batch';

CREATE TABLE orders_b (
  order_id BIGINT,
  user_id  BIGINT,
  amount   INT
) WITH (
  'connector' = 'datagen',
  'number-of-rows' = '10'
);

CREATE TABLE users_b (
  user_id BIGINT,
  amount  INT
) WITH (
  'connector' = 'datagen',
  'number-of-rows' = '10'
);

SELECT o.order_id
FROM orders_b AS o
JOIN users_b AS u ON o.user_id = u.user_id
ORDER BY o.amount;
