CREATE TABLE orders (id BIGINT, currency STRING, amount BIGINT, pt AS PROCTIME(), ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen');
CREATE TABLE rates_kafka (currency STRING, rate BIGINT, PRIMARY KEY (currency) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka', 'topic' = 'rates', 'properties.bootstrap.servers' = 'kafka:9092',
  'key.format' = 'json', 'value.format' = 'json');
CREATE TABLE rates_jdbc (currency STRING, rate BIGINT, PRIMARY KEY (currency) NOT ENFORCED) WITH (
  'connector' = 'jdbc', 'url' = 'jdbc:mysql://db:3306/shop', 'table-name' = 'rates');
CREATE TABLE rates_files (currency STRING, rate BIGINT) WITH (
  'connector' = 'filesystem', 'path' = 's3://bucket/rates', 'format' = 'csv');
CREATE TABLE rates_versioned (currency STRING, rate BIGINT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts,
  PRIMARY KEY (currency) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka', 'topic' = 'rates', 'properties.bootstrap.servers' = 'kafka:9092',
  'key.format' = 'json', 'value.format' = 'json');
CREATE TABLE rates_other (currency STRING, rate BIGINT) WITH ('connector' = 'mongodb', 'uri' = 'mongodb://db', 'database' = 'shop', 'collection' = 'rates');
CREATE VIEW latest_rates AS
SELECT currency, rate FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY currency ORDER BY rate DESC) AS rn FROM rates_kafka
) WHERE rn = 1;
CREATE VIEW jdbc_rates AS SELECT currency, rate FROM rates_jdbc WHERE rate > 0;
CREATE VIEW mixed_rates AS SELECT k.currency, j.rate FROM rates_kafka AS k JOIN rates_jdbc AS j ON k.currency = j.currency;
CREATE VIEW jdbc_projected AS SELECT currency, rate * 2 AS rate FROM (SELECT currency, rate FROM rates_jdbc);
CREATE VIEW jdbc_sums AS SELECT currency, SUM(rate) AS rate FROM rates_jdbc GROUP BY currency;
CREATE VIEW jdbc_sums_projected AS SELECT currency, rate FROM jdbc_sums;
CREATE VIEW jdbc_union AS SELECT currency, rate FROM rates_jdbc UNION ALL SELECT currency, rate FROM rates_jdbc;
CREATE TABLE rates_jdbc_watermarked (currency STRING, rate BIGINT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts,
  PRIMARY KEY (currency) NOT ENFORCED) WITH (
  'connector' = 'jdbc', 'url' = 'jdbc:mysql://db:3306/shop', 'table-name' = 'rates');

-- A processing-time temporal join against tables and views without a lookup source.
SELECT o.id, r.rate FROM orders AS o JOIN rates_kafka FOR SYSTEM_TIME AS OF o.pt AS r ON o.currency = r.currency; -- want "FL070" msg="Processing-time temporal join is not supported yet: default_catalog.default_database.rates_kafka has no lookup source"
SELECT o.id, r.rate FROM orders AS o LEFT JOIN rates_files FOR SYSTEM_TIME AS OF o.pt AS r ON o.currency = r.currency; -- want "FL070" msg="connector 'filesystem'"
SELECT o.id, r.rate FROM orders AS o JOIN latest_rates FOR SYSTEM_TIME AS OF o.pt AS r ON o.currency = r.currency; -- want "FL070" msg="latest_rates: the view computes an OVER window"

-- The planner makes a lookup join only of a scan of a lookup source or a projection of one: a view that
-- filters, joins, aggregates or is a UNION, and a table with a watermark, are temporal joins even over jdbc.
SELECT o.id, r.rate FROM orders AS o JOIN jdbc_rates FOR SYSTEM_TIME AS OF o.pt AS r ON o.currency = r.currency; -- want "FL070" msg="jdbc_rates: the view filters"
SELECT o.id, r.rate FROM orders AS o JOIN mixed_rates FOR SYSTEM_TIME AS OF o.pt AS r ON o.currency = r.currency; -- want "FL070" msg="mixed_rates: the view joins"
SELECT o.id, r.rate FROM orders AS o JOIN jdbc_sums FOR SYSTEM_TIME AS OF o.pt AS r ON o.currency = r.currency; -- want "FL070" msg="jdbc_sums: the view aggregates"
SELECT o.id, r.rate FROM orders AS o LEFT JOIN jdbc_sums_projected FOR SYSTEM_TIME AS OF o.pt AS r ON o.currency = r.currency; -- want "FL070" msg="jdbc_sums: the view aggregates"
SELECT o.id, r.rate FROM orders AS o JOIN jdbc_union FOR SYSTEM_TIME AS OF o.pt AS r ON o.currency = r.currency; -- want "FL070" msg="jdbc_union: the view is a UNION"
SELECT o.id, r.rate FROM orders AS o JOIN rates_jdbc_watermarked FOR SYSTEM_TIME AS OF o.pt AS r ON o.currency = r.currency; -- want "FL070" msg="it declares a WATERMARK"

-- Lookup joins, event-time temporal joins, and what flinklint cannot know: silent.
SELECT o.id, r.rate FROM orders AS o JOIN rates_jdbc FOR SYSTEM_TIME AS OF o.pt AS r ON o.currency = r.currency;
SELECT o.id, r.rate FROM orders AS o JOIN jdbc_projected FOR SYSTEM_TIME AS OF o.pt AS r ON o.currency = r.currency;
SELECT o.id, r.rate FROM orders AS o JOIN rates_versioned FOR SYSTEM_TIME AS OF o.ts AS r ON o.currency = r.currency;
SELECT o.id, r.rate FROM orders AS o JOIN rates_other FOR SYSTEM_TIME AS OF o.pt AS r ON o.currency = r.currency;
SELECT o.id, r.rate FROM orders AS o JOIN rates_unknown FOR SYSTEM_TIME AS OF o.pt AS r ON o.currency = r.currency;
SELECT o.id, r.rate FROM (SELECT o2.id, o2.currency, o2.pt FROM orders AS o2 JOIN rates_jdbc AS j ON o2.currency = j.currency) AS o JOIN rates_kafka FOR SYSTEM_TIME AS OF o.pt AS r ON o.currency = r.currency;
