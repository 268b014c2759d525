SET 'execution.runtime-mode' = 'batch';
CREATE TABLE orders (id BIGINT, amount DOUBLE) WITH (
  'connector' = 'kafka', 'topic' = 'orders', 'properties.bootstrap.servers' = 'kafka:9092',
  'format' = 'json', 'scan.startup.mode' = 'earliest-offset');
CREATE TABLE bounded_orders (id BIGINT, amount DOUBLE) WITH (
  'connector' = 'kafka', 'topic' = 'orders', 'properties.bootstrap.servers' = 'kafka:9092',
  'format' = 'json', 'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'latest-offset');
CREATE TABLE cdc_orders (id BIGINT, amount DOUBLE) WITH (
  'connector' = 'kafka', 'topic' = 'orders-cdc', 'properties.bootstrap.servers' = 'kafka:9092',
  'format' = 'debezium-json', 'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'latest-offset');
CREATE TABLE gen (id BIGINT) WITH ('connector' = 'datagen');
CREATE TABLE gen10 (id BIGINT) WITH ('connector' = 'datagen', 'number-of-rows' = '10');
CREATE TABLE totals (amount DOUBLE) WITH ('connector' = 'print');
INSERT INTO totals SELECT SUM(amount) FROM orders; -- want "FL084" col=44 msg="^Querying an unbounded table 'default_catalog.default_database.orders' in batch mode is not allowed. The table source is unbounded.$"
INSERT INTO totals SELECT SUM(amount) FROM bounded_orders;
SELECT * FROM cdc_orders; -- want "FL084" msg="^Querying a table in batch mode is currently only possible for INSERT-only table sources. But the source for table 'default_catalog.default_database.cdc_orders' produces"
SELECT * FROM gen10 JOIN gen ON gen10.id = gen.id; -- want "FL084" col=26 msg="table 'default_catalog.default_database.gen'"
-- A view's query is translated only where a query reads the view (not
-- followed there); hints may change the options.
CREATE VIEW v AS SELECT * FROM gen;
SELECT * FROM gen /*+ OPTIONS('number-of-rows' = '5') */;
-- Back in streaming mode, unbounded sources are what is expected.
RESET 'execution.runtime-mode';
SELECT * FROM orders;
SET 'execution.runtime-mode' = 'batch';
RESET;
SELECT * FROM gen;
