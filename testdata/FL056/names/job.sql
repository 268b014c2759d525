CREATE TABLE orders (id BIGINT, amount DOUBLE, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen');
CREATE TABLE refunds (id BIGINT, amount DOUBLE, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen');

SELECT orders.id, amount FROM orders JOIN refunds ON orders.id = refunds.id; -- want "FL056" col=19 msg="Column 'amount' is ambiguous"
SELECT o.id FROM orders AS o, refunds AS r WHERE amount > 0; -- want "FL056" col=50

-- Qualified, merged by USING, or one side only.
SELECT o.id, o.amount FROM orders AS o JOIN refunds AS r ON o.id = r.id;
SELECT id, o.amount FROM orders AS o JOIN refunds AS r USING (id);
SELECT amount FROM orders WHERE id IN (SELECT id FROM refunds);
SELECT amt FROM (SELECT o.amount AS amt FROM orders AS o JOIN refunds AS r ON o.id = r.id);
SELECT o.id FROM orders AS o JOIN refunds AS r ON o.id = r.id ORDER BY amount; -- want "FL056" col=72 msg="Column 'amount' is ambiguous"
SELECT o.id, o.amount FROM orders AS o JOIN refunds AS r ON o.id = r.id ORDER BY amount;
SELECT o.id, o.amount AS total FROM orders AS o JOIN refunds AS r ON o.id = r.id ORDER BY o.amount;
SELECT * FROM orders MATCH_RECOGNIZE (
  PARTITION BY id
  ORDER BY ts
  MEASURES A.id AS id, A.amount AS amount -- want "FL056" col=12 msg="Columns ambiguously defined: \{id\}"
  PATTERN (A)
  DEFINE A AS A.amount > 0
) AS T;
SELECT * FROM orders MATCH_RECOGNIZE (
  PARTITION BY id
  ORDER BY ts
  MEASURES A.amount AS first_amount
  PATTERN (A)
  DEFINE A AS A.amount > 0
) AS T;

-- A window TVF over a relation that has a column named window_start: its output has the name twice.
CREATE VIEW with_start AS SELECT *, ts AS window_start FROM orders;
SELECT * FROM TABLE(TUMBLE(TABLE with_start, DESCRIPTOR(ts), INTERVAL '15' MINUTE)); -- want "FL056" col=8 msg="Column 'window_start' is ambiguous: the window TVF adds"
SELECT w.window_start FROM TABLE(TUMBLE(TABLE with_start, DESCRIPTOR(ts), INTERVAL '15' MINUTE)) AS w; -- want "FL056" col=8 msg="Column 'window_start' is ambiguous"
SELECT window_end, w.id FROM TABLE(TUMBLE(TABLE with_start, DESCRIPTOR(ts), INTERVAL '15' MINUTE)) AS w;
SELECT * FROM TABLE(TUMBLE(TABLE orders, DESCRIPTOR(ts), INTERVAL '15' MINUTE));
