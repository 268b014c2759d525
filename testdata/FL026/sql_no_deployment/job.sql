CREATE TABLE clicks (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'clicks',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'g',
  'format' = 'json'
);
CREATE TABLE clicks_out (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'clicks-out',
  'properties.bootstrap.servers' = 'kafka:9092',
  'format' = 'json',
  'sink.delivery-guarantee' = 'exactly-once',
  'sink.transactional-id-prefix' = 'clicks-out'
);
CREATE TABLE clicks_audit (id STRING) WITH (
INSERT INTO clicks_out SELECT id FROM clicks;
