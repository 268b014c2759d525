-- case: CREATE TABLE ... LIKE a table the job does not create
-- source: own (SqlCreateTableConverter message)
-- flink: rejects
-- message: of the LIKE clause not found in the catalog
-- reason: unknown-table

CREATE TABLE orders (
  order_id   BIGINT,
  user_id    BIGINT,
  product    STRING,
  amount     INT,
  price      DECIMAL(10, 2),
  order_time TIMESTAMP(3),
  WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');

-- rejected
CREATE TABLE orders_copy
WITH ('connector' = 'blackhole')
LIKE orders_src;
