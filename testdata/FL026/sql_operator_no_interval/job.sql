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
  'sink.delivery-guarantee' = 'exactly-once', -- want "FL026" level=error msg="neither the job nor deployment .clicks. enables checkpointing"
  'sink.transactional-id-prefix' = 'clicks-out'
);
CREATE TABLE clicks_audit (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'clicks-audit',
  'properties.bootstrap.servers' = 'kafka:9092',
  'format' = 'json',
  'sink.delivery-guarantee' = 'at-least-once'
);
CREATE TABLE clicks_replay (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'clicks-replay',
  'properties.bootstrap.servers' = 'kafka:9092',
  'format' = 'json',
  'sink.delivery-guarantee' = 'exactly-once',
  'sink.transactional-id-prefix' = 'clicks-replay'
);
INSERT INTO clicks_out SELECT id FROM clicks;
INSERT INTO clicks_audit SELECT id FROM clicks;
INSERT INTO clicks_replay VALUES ('a'), ('b');
