-- The job ships flink-connector-kafka 3.2.0, tagged without a "v": upsert-kafka
-- still requires 'topic' there, and the Kafka sink writes to one topic only.
SET 'pipeline.jars' = 'file:///opt/flink/usrlib/flink-sql-connector-kafka-3.2.0-1.19.jar';
CREATE TABLE latest (id STRING, name STRING, PRIMARY KEY (id) NOT ENFORCED) WITH (   -- want "FL012" level=warning msg="Missing required options are: topic"
  'connector' = 'upsert-kafka',
  'topic-pattern' = 'users-.*',
  'properties.bootstrap.servers' = 'broker:9092',
  'key.format' = 'json',
  'value.format' = 'json'
);
CREATE TABLE fanout (id STRING) WITH (   -- want "FL012" level=warning msg="several topics"
  'connector' = 'kafka',
  'topic' = 'a;b',
  'properties.bootstrap.servers' = 'broker:9092',
  'format' = 'json'
);
CREATE TABLE patterned (id STRING) WITH (   -- want "FL012" level=warning msg="'topic-pattern'"
  'connector' = 'kafka',
  'topic-pattern' = 'out-.*',
  'properties.bootstrap.servers' = 'broker:9092',
  'format' = 'json'
);
CREATE TABLE src (id STRING, name STRING) WITH ('connector' = 'datagen');
INSERT INTO latest SELECT id, name FROM src;
INSERT INTO fanout SELECT id FROM src;
INSERT INTO patterned SELECT id FROM src;
