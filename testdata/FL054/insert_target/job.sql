CREATE TABLE src (id BIGINT, name STRING, ts TIMESTAMP(3)) WITH ('connector' = 'datagen');
CREATE TABLE orders_sink (
  order_id BIGINT,
  name STRING,
  amount INT NOT NULL,
  note STRING,
  PRIMARY KEY (order_id) NOT ENFORCED
) WITH ('connector' = 'blackhole');

-- A column list that leaves out the primary key (NOT NULL in Flink) or a
-- NOT NULL column: Flink would fill it with NULL.
INSERT INTO orders_sink (name, amount) SELECT name, 1 FROM src; -- want "FL054" col=26 msg="Column 'order_id' has no default value and does not allow NULLs: the column list of the INSERT into default_catalog.default_database.orders_sink"
INSERT INTO orders_sink (order_id, name) SELECT id, name FROM src; -- want "FL054" col=26 msg="Column 'amount' has no default value and does not allow NULLs"
-- Nullable columns may be left out.
INSERT INTO orders_sink (order_id, amount) SELECT id, 1 FROM src;
INSERT INTO orders_sink (amount, order_id, name) SELECT 1, id, name FROM src;

-- An INSERT into a sink the job dropped, or whose name is a typo.
CREATE TABLE old_sink (id BIGINT) WITH ('connector' = 'blackhole');
DROP TABLE old_sink;
INSERT INTO old_sink SELECT id FROM src; -- want "FL054" col=13 msg="Object 'old_sink' not found: the job drops it before this statement"
INSERT INTO order_sink SELECT id, name, 1, name FROM src; -- want "FL054" col=13 msg="did you mean 'orders_sink'"
