-- On 1.19 the jar decides between the old connector and v5: only 'format' is certain.
CREATE TABLE events (id STRING) WITH (
  'connector' = 'kinesis',
  'stream' = 'events',
  'aws.region' = 'eu-west-1',
  'format' = 'json'
);
INSERT INTO out SELECT id FROM events;
