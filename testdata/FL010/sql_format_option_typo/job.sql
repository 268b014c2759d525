-- Kafka, upsert-kafka and the AWS connectors discover their formats through
-- FactoryUtil: only the format's own options are accepted under its prefix.
CREATE TABLE orders (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'broker:9092',
  'properties.group.id' = 'g1',
  'format' = 'json',
  'json.fail-on-missing-fiel' = 'false',   -- want "FL010" col=3 level=warning msg="not an option of format 'json'.*Did you mean 'json.fail-on-missing-field'"
  'json.ignore-parse-errors' = 'true'
);
CREATE TABLE latest (id STRING, PRIMARY KEY (id) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'latest',
  'properties.bootstrap.servers' = 'broker:9092',
  'key.format' = 'avro-confluent',
  'key.avro-confluent.url' = 'http://registry:8081',
  'value.format' = 'avro-confluent',
  'value.avro-confluent.schema-registry.url' = 'http://registry:8081',
  'value.avro-confluent.properties.basic.auth.credentials.source' = 'USER_INFO',
  'value.avro-confluent.Subject' = 'latest-value'   -- want "FL010" col=3 level=warning msg="Did you mean 'value.avro-confluent.subject'"
);
CREATE TABLE events (id STRING) WITH (
  'connector' = 'firehose',
  'delivery-stream' = 'events',
  'aws.region' = 'us-east-1',
  'format' = 'csv',
  'csv.field_delimiter' = ';'   -- want "FL010" col=3 level=warning msg="Did you mean 'csv.field-delimiter'"
);
CREATE TABLE files (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/',
  'format' = 'json',
  'json.fail-on-missing-fiel' = 'false'
);
INSERT INTO latest SELECT id FROM orders;
INSERT INTO events SELECT id FROM orders;
INSERT INTO files SELECT id FROM orders;
