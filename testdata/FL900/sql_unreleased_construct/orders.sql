CREATE TABLE orders (id STRING) USING CONNECTION cat.db.kafka_conn WITH (  -- want "FL900" msg="USING CONNECTION is in no Flink release up to 2.2"
  'connector' = 'kafka',
  'topic' = 'orders',
  'scan.startup.mode' = 'earliest-offset',
  'format' = 'json'
);
CREATE FUNCTION parse_order AS 'com.example.ParseOrder' USING ARTIFACT 'file:///opt/udf.jar';  -- want "FL900" msg="USING ARTIFACT"
SELECT parse_order(id) FROM orders;
