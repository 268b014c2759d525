CREATE TABLE orders (id BIGINT, cid BIGINT, proctime AS PROCTIME()) WITH ('connector' = 'datagen');
CREATE TABLE customers (id BIGINT, name STRING) WITH ('connector' = 'jdbc', 'url' = 'jdbc:mysql://db/shop', 'table-name' = 'customers');
CREATE TEMPORARY VIEW recent AS SELECT * FROM orders;

SELECT * FROM recent /*+ OPTIONS('rows-per-second' = '5') */; -- want "FL055" col=26 msg="View '`default_catalog`.`default_database`.`recent`' cannot be enriched with new options"
SELECT /*+ STATE_TTL() */ cid, COUNT(*) FROM orders GROUP BY cid; -- want "FL055" col=12 msg="Invalid STATE_TTL hint"
SELECT /*+ LOOKUP('async' = 'true') */ * FROM orders AS o JOIN customers FOR SYSTEM_TIME AS OF o.proctime AS c ON o.cid = c.id; -- want "FL055" col=12 msg="incomplete required option"
SELECT /*+ LOOKUP('table' = 'c', 'async' = 'yes') */ * FROM orders AS o JOIN customers FOR SYSTEM_TIME AS OF o.proctime AS c ON o.cid = c.id; -- want "FL055" col=12 msg="Could not parse value 'yes' for key 'async'"
SELECT /*+ LOOKUP('table' = 'c', 'max-attempts' = '3') */ * FROM orders AS o JOIN customers FOR SYSTEM_TIME AS OF o.proctime AS c ON o.cid = c.id; -- want "FL055" col=12 msg="retry options"

-- Accepted: options on a table, a complete LOOKUP hint, durations with units.
SELECT * FROM orders /*+ OPTIONS('rows-per-second' = '5') */;
SELECT /*+ STATE_TTL('orders' = '1d') */ cid, COUNT(*) FROM orders GROUP BY cid;
SELECT /*+ LOOKUP('table' = 'c', 'async' = 'TRUE', 'output-mode' = 'allow_unordered', 'capacity' = '100', 'timeout' = '180 s',
  'retry-predicate' = 'LOOKUP_MISS', 'retry-strategy' = 'fixed_delay', 'fixed-delay' = '10min', 'max-attempts' = '3') */ *
FROM orders AS o JOIN customers FOR SYSTEM_TIME AS OF o.proctime AS c ON o.cid = c.id;
