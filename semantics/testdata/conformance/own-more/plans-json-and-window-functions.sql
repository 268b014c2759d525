-- case: JSON and string aggregate built-ins in a window aggregate
-- source: own (Calcite validator message)
-- flink: plans
-- reason: unknown-function

CREATE TABLE orders (
  order_id   BIGINT,
  user_id    BIGINT,
  product    STRING,
  amount     INT,
  order_time TIMESTAMP(3),
  proctime   AS PROCTIME(),
  WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');

SELECT window_start, window_end,
  JSON_OBJECT('n' VALUE COUNT(*)),
  LISTAGG(product)
FROM TABLE(TUMBLE(TABLE orders, DESCRIPTOR(order_time), INTERVAL '1' MINUTE))
GROUP BY window_start, window_end, window_time;
