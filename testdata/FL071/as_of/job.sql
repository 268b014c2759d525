CREATE TABLE orders (id INT, currency STRING, ts TIMESTAMP(3), rt TIMESTAMP(3), WATERMARK FOR rt AS rt) WITH ('connector' = 'datagen');
CREATE TABLE rates (currency STRING, rate DOUBLE, ut TIMESTAMP(3), PRIMARY KEY (currency) NOT ENFORCED, WATERMARK FOR ut AS ut) WITH ('connector' = 'upsert-kafka', 'topic' = 'r', 'properties.bootstrap.servers' = 'k:9092', 'key.format' = 'json', 'value.format' = 'json');
SELECT o.id, r.rate FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r ON o.currency = r.currency; -- want "FL071" msg="left table's time attribute field, but 'o.ts' is TIMESTAMP\(3\)"
SELECT o.id, r.rate FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF PROCTIME() AS r ON o.currency = r.currency; -- want "FL071" msg="expression call 'PROCTIME\(\)'"
SELECT o.id, r.rate FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.rt AS r ON o.currency = r.currency;
SELECT o.id, r.rate FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.rt + INTERVAL '1' SECOND AS r ON o.currency = r.currency; -- want "FL071" msg="left table's time attribute field', but the time is 'o.rt' \+ an interval"
SELECT o.id, r.rate FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.ts - INTERVAL '1' SECOND AS r ON o.currency = r.currency;
