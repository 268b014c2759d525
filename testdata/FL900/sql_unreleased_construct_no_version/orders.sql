CREATE TABLE orders (id STRING) USING CONNECTION cat.db.kafka_conn WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'scan.startup.mode' = 'earliest-offset',
  'format' = 'json'
);
CREATE FUNCTION parse_order AS 'com.example.ParseOrder' USING ARTIFACT 'file:///opt/udf.jar';
SELECT parse_order(id) FROM orders;
