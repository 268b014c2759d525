CREATE TABLE payments (id BIGINT, order_id BIGINT, amount INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH (
  'connector' = 'kafka', 'topic' = 'payments', 'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'debezium-json');
CREATE TABLE orders (id BIGINT, amount INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts) WITH (
  'connector' = 'kafka', 'topic' = 'orders', 'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'json');

-- An OVER aggregate ordered by a time attribute over a changelog: at the top, in a subquery it reads.
SELECT id, SUM(amount) OVER (PARTITION BY order_id ORDER BY ts) FROM payments;  -- want "FL078" msg="OverAggregate doesn't support consuming update and delete changes"
SELECT * FROM (SELECT id, SUM(amount) OVER (PARTITION BY order_id ORDER BY ts ROWS 2 PRECEDING) AS s FROM payments);  -- want "FL078"
SELECT id, COUNT(*) OVER (PARTITION BY id ORDER BY pt) FROM orders WHERE id NOT IN (SELECT order_id FROM payments);  -- want "FL078" msg="LeftAntiJoin"

-- Over an append-only stream; a column no reader reads; a changelog ordered by a column that is no
-- time attribute (accepted since 2.1).
SELECT id, SUM(amount) OVER (PARTITION BY id ORDER BY ts) FROM orders;
SELECT id FROM (SELECT id, SUM(amount) OVER (PARTITION BY order_id ORDER BY ts) AS s FROM payments);
SELECT id, SUM(amount) OVER (PARTITION BY order_id ORDER BY amount) FROM payments;
