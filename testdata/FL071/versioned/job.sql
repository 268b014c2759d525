CREATE TABLE orders (id BIGINT, currency STRING, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen');
CREATE TABLE orders_ltz (id BIGINT, currency STRING, ts TIMESTAMP_LTZ(3), WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen');
CREATE TABLE rates_no_key (currency STRING, rate DOUBLE, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH (
  'connector' = 'kafka', 'topic' = 'rates', 'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'json');
CREATE TABLE rates_no_watermark (currency STRING, rate DOUBLE, ts TIMESTAMP(3), PRIMARY KEY (currency) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka', 'topic' = 'rates', 'properties.bootstrap.servers' = 'kafka:9092',
  'key.format' = 'json', 'value.format' = 'json');
CREATE TABLE rates (currency STRING, rate DOUBLE, ts TIMESTAMP(3), WATERMARK FOR ts AS ts, PRIMARY KEY (currency) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka', 'topic' = 'rates', 'properties.bootstrap.servers' = 'kafka:9092',
  'key.format' = 'json', 'value.format' = 'json');
CREATE VIEW latest_rates AS
SELECT currency, rate, ts FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY currency ORDER BY ts DESC) AS rn FROM rates_no_key
) WHERE rn = 1;

-- Not versioned tables.
SELECT o.id, r.rate FROM orders AS o JOIN rates_no_key FOR SYSTEM_TIME AS OF o.ts AS r ON o.currency = r.currency; -- want "FL071" msg="Temporal Table Join requires primary key in versioned table, but no primary key can be found."
SELECT o.id, r.rate FROM orders AS o LEFT JOIN rates_no_watermark FOR SYSTEM_TIME AS OF o.ts AS r ON o.currency = r.currency; -- want "FL071" msg="no row time attribute can be found"
SELECT o.id, r.rate FROM orders_ltz AS o JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r ON o.currency = r.currency; -- want "FL071" msg="requires same rowtime type in left table and versioned table"

-- Versioned tables, views, processing time, unknown tables: silent.
SELECT o.id, r.rate FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r ON o.currency = r.currency;
SELECT o.id, r.rate FROM orders AS o JOIN latest_rates FOR SYSTEM_TIME AS OF o.ts AS r ON o.currency = r.currency;
SELECT o.id, r.rate FROM orders AS o JOIN rates_unknown FOR SYSTEM_TIME AS OF o.ts AS r ON o.currency = r.currency;
WITH v AS (SELECT * FROM rates_no_key) SELECT o.id, r.rate FROM orders AS o JOIN v FOR SYSTEM_TIME AS OF o.ts AS r ON o.currency = r.currency;

-- The join condition: an equality with the left side, on the whole primary key.
CREATE TABLE rates2 (currency STRING, region STRING, rate DOUBLE, ts TIMESTAMP(3), WATERMARK FOR ts AS ts, PRIMARY KEY (currency, region) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka', 'topic' = 'rates', 'properties.bootstrap.servers' = 'kafka:9092',
  'key.format' = 'json', 'value.format' = 'json');
SELECT o.id, r.rate FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r ON r.currency = 'EUR'; -- want "FL071" msg="Currently the join key in Temporal Table Join can not be empty."
SELECT o.id, r.rate FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r ON o.id = r.rate; -- want "FL071" msg="primary key \[currency\] must be included in the equivalence condition"
SELECT o.id, r.rate FROM orders AS o JOIN rates2 FOR SYSTEM_TIME AS OF o.ts AS r ON o.currency = r.currency AND r.rate > 1; -- want "FL071" msg="primary key \[currency, region\]"
SELECT o.id, r.rate FROM orders AS o JOIN rates2 FOR SYSTEM_TIME AS OF o.ts AS r ON r.region = o.currency AND o.currency = r.currency AND o.id > 3;
SELECT o.id, r.rate FROM orders AS o JOIN rates2 FOR SYSTEM_TIME AS OF o.ts AS r ON UPPER(o.currency) = r.currency;
SELECT o.id, r.rate FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r ON o.currency = r.currency OR o.id = 1;

-- ON TRUE has no join key, against a table or a view (the view's own keys are not derived).
SELECT o.id, r.rate FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r ON TRUE; -- want "FL071" msg="Currently the join key in Temporal Table Join can not be empty."
SELECT o.id, r.rate FROM orders AS o LEFT JOIN latest_rates FOR SYSTEM_TIME AS OF o.ts AS r ON TRUE; -- want "FL071" msg="join key in Temporal Table Join can not be empty. \(versioned table default_catalog.default_database.latest_rates\)"
SELECT o.id, r.rate FROM orders AS o JOIN latest_rates FOR SYSTEM_TIME AS OF o.ts AS r ON o.currency = r.currency AND o.id > 3;

-- A processing-time temporal join that is no lookup join fails first for its empty join key.
CREATE TABLE orders_pt (id BIGINT, currency STRING, pt AS PROCTIME()) WITH ('connector' = 'datagen');
SELECT o.id, r.rate FROM orders_pt AS o JOIN rates FOR SYSTEM_TIME AS OF o.pt AS r ON TRUE; -- want "FL071" msg="Currently the join key in Temporal Table Join can not be empty."
