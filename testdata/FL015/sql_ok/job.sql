CREATE TABLE with_group (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'broker:9092',
  'properties.group.id' = 'orders-job',
  'format' = 'json'
);
CREATE TABLE earliest (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'broker:9092',
  'scan.startup.mode' = 'earliest-offset',
  'format' = 'json'
);
CREATE TABLE sink_only (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'out',
  'properties.bootstrap.servers' = 'broker:9092',
  'format' = 'json'
);
CREATE TABLE declared_only (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'other',
  'properties.bootstrap.servers' = 'broker:9092',
  'format' = 'json'
);
CREATE TABLE upsert_src (id STRING, PRIMARY KEY (id) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'u',
  'properties.bootstrap.servers' = 'broker:9092',
  'key.format' = 'json',
  'value.format' = 'json'
);
INSERT INTO sink_only SELECT a.id FROM with_group AS a JOIN earliest AS b ON a.id = b.id JOIN upsert_src AS u ON a.id = u.id;
