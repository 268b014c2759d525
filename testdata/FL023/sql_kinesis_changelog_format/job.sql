-- Kinesis and Firehose sinks take their format's changelog mode: a CDC
-- format accepts the updates of a GROUP BY; a plain format does not.
CREATE TABLE clicks (user_id STRING) WITH ('connector' = 'datagen');
CREATE TABLE counts_cdc (user_id STRING, n BIGINT) WITH (
  'connector' = 'kinesis',
  'stream.arn' = 'arn:aws:kinesis:us-east-1:123456789012:stream/counts',
  'aws.region' = 'us-east-1',
  'format' = 'debezium-json'
);
CREATE TABLE counts_firehose (user_id STRING, n BIGINT) WITH (
  'connector' = 'firehose',
  'delivery-stream' = 'counts',
  'aws.region' = 'us-east-1',
  'format' = 'canal-json'
);
CREATE TABLE counts_json (user_id STRING, n BIGINT) WITH (
  'connector' = 'kinesis',
  'stream.arn' = 'arn:aws:kinesis:us-east-1:123456789012:stream/counts-json',
  'aws.region' = 'us-east-1',
  'format' = 'json'
);
INSERT INTO counts_cdc SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;
INSERT INTO counts_firehose SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;
INSERT INTO counts_json SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id; -- want "FL023" level=error msg="kinesis, format json"
