CREATE TABLE orders (order_id BIGINT, user_id BIGINT, amount INT, pt AS PROCTIME()) WITH ('connector' = 'datagen');
CREATE TABLE users (user_id BIGINT, name STRING, PRIMARY KEY (user_id) NOT ENFORCED) WITH (
  'connector' = 'jdbc', 'url' = 'jdbc:mysql://db:3306/shop', 'table-name' = 'users');

-- A lookup join is INNER or LEFT.
SELECT o.order_id, u.name FROM orders AS o
RIGHT JOIN users FOR SYSTEM_TIME AS OF o.pt AS u ON o.user_id = u.user_id;  -- want "FL070"

-- No equality on a field of the lookup table.
SELECT o.order_id, u.name FROM orders AS o
JOIN users FOR SYSTEM_TIME AS OF o.pt AS u ON o.user_id > u.user_id;  -- want "FL070"

SELECT o.order_id, u.name FROM orders AS o
LEFT JOIN users FOR SYSTEM_TIME AS OF o.pt AS u ON o.user_id + 1 = u.user_id + 1;  -- want "FL070"

-- IS NOT DISTINCT FROM, or its spelled-out form.
SELECT o.order_id, u.name FROM orders AS o
LEFT JOIN users FOR SYSTEM_TIME AS OF o.pt AS u ON o.user_id IS NOT DISTINCT FROM u.user_id;  -- want "FL070"

SELECT o.order_id, u.name FROM orders AS o
LEFT JOIN users FOR SYSTEM_TIME AS OF o.pt AS u  -- want "FL070"
  ON o.user_id = u.user_id OR (o.user_id IS NULL AND u.user_id IS NULL);

-- Planned: an equality with an expression of the left side, a constant
-- key, a key found in the WHERE of an inner join.
SELECT o.order_id, u.name FROM orders AS o
LEFT JOIN users FOR SYSTEM_TIME AS OF o.pt AS u ON o.user_id + 1 = u.user_id AND o.amount > 10;

SELECT o.order_id, u.name FROM orders AS o
JOIN users FOR SYSTEM_TIME AS OF o.pt AS u ON TRUE
WHERE o.user_id = u.user_id;

-- Not judged: a cast of the lookup field, a filter on the lookup table of a
-- LEFT join.
SELECT o.order_id, u.name FROM orders AS o
LEFT JOIN users FOR SYSTEM_TIME AS OF o.pt AS u ON o.user_id = CAST(u.user_id AS BIGINT);

SELECT o.order_id, u.name FROM orders AS o
LEFT JOIN users FOR SYSTEM_TIME AS OF o.pt AS u ON o.user_id > u.user_id
WHERE u.name = 'x';
