CREATE TABLE orders (id BIGINT, currency STRING, day_of DATE, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen');
CREATE TABLE rates (currency STRING, rate DOUBLE, ts TIMESTAMP(3), WATERMARK FOR ts AS ts, PRIMARY KEY (currency) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka', 'topic' = 'rates', 'properties.bootstrap.servers' = 'kafka:9092', 'key.format' = 'json', 'value.format' = 'json');
-- The period of FOR SYSTEM_TIME AS OF must be a TIMESTAMP or TIMESTAMP_LTZ:
-- a quoted name is a string literal.
SELECT o.id, r.rate FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF 'o.ts' AS r ON o.currency = r.currency; -- want "FL071" col=71 msg="^The system time period specification expects Timestamp type but is 'CHAR'"
SELECT o.id, r.rate FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.day_of AS r ON o.currency = r.currency; -- want "FL071" col=71 msg="but is 'DATE'"
SELECT o.id, r.rate FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r ON o.currency = r.currency;
