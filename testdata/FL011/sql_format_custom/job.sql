-- A format no known one is close to may be a custom format on the
-- classpath: not reported.
CREATE TABLE events (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'events',
  'properties.bootstrap.servers' = 'broker:9092',
  'properties.group.id' = 'g',
  'format' = 'acme-binary-envelope'
);
CREATE TABLE out_t (id STRING) WITH ('connector' = 'print');
INSERT INTO out_t SELECT id FROM events;
