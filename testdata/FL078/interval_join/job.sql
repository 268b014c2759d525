CREATE TABLE payments (id BIGINT, order_id BIGINT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH (
  'connector' = 'kafka', 'topic' = 'payments', 'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'debezium-json');
CREATE TABLE orders (id BIGINT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH (
  'connector' = 'kafka', 'topic' = 'orders', 'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'json');
CREATE TABLE shipments (id BIGINT, order_id BIGINT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH (
  'connector' = 'kafka', 'topic' = 'shipments', 'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'json');

-- An interval join with a changelog input.
SELECT o.id, p.id FROM orders AS o  -- want "FL078"
JOIN payments AS p ON o.id = p.order_id AND p.ts BETWEEN o.ts AND o.ts + INTERVAL '1' HOUR;

-- An interval join of two append-only streams; a regular join of the changelog.
SELECT o.id, s.id FROM orders AS o
JOIN shipments AS s ON o.id = s.order_id AND s.ts BETWEEN o.ts AND o.ts + INTERVAL '1' HOUR;
SELECT o.id, p.id FROM orders AS o JOIN payments AS p ON o.id = p.order_id;
