INSERT INTO upsert_sink
SELECT o.customer_id, SUM(o.amount)
FROM orders o
JOIN customers c ON o.customer_id = c.id
GROUP BY o.customer_id;

INSERT INTO append_sink
SELECT o.*, r.rate
FROM orders AS o
JOIN rates FOR SYSTEM_TIME AS OF o.order_time AS r
ON o.currency = r.currency;

INSERT INTO window_sink
SELECT window_start, window_end, item, SUM(price)
FROM TABLE(
  CUMULATE(TABLE bids, DESCRIPTOR(bidtime), INTERVAL '2' MINUTES, INTERVAL '10' MINUTES))
GROUP BY window_start, window_end, GROUPING SETS ((item), ());

INSERT INTO interval_sink
SELECT *
FROM orders o, shipments s
WHERE o.id = s.order_id
AND o.order_time BETWEEN s.ship_time - INTERVAL '4' HOUR AND s.ship_time;

INSERT INTO dedup_sink
SELECT order_id, price
FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY order_id ORDER BY proctime ASC) AS row_num
  FROM orders /*+ OPTIONS('scan.startup.mode' = 'earliest-offset') */)
WHERE row_num = 1;

WITH totals AS (SELECT customer_id, COUNT(*) AS n FROM orders GROUP BY customer_id)
SELECT * FROM totals WHERE n > 10;

SELECT * FROM orders, LATERAL TABLE(split_items(items)) AS t(item);
SELECT * FROM orders CROSS JOIN UNNEST(tags) AS t (tag);
