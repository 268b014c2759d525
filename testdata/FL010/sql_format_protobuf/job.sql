-- The protobuf format (flink-protobuf) accepts message-class-name (required),
-- ignore-parse-errors, read-default-values and write-null-string-literal
-- under its prefix; kafka discovers it through FactoryUtil, so any other key
-- under 'protobuf.' is rejected.
CREATE TABLE clicks (uid BIGINT, name STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'clicks',
  'properties.bootstrap.servers' = 'broker:9092',
  'properties.group.id' = 'g1',
  'format' = 'protobuf',
  'protobuf.message-class-name' = 'com.example.Click',
  'protobuf.ignore-parse-errors' = 'true',
  'protobuf.read-default-value' = 'true'   -- want "FL010" col=3 level=warning msg="not an option of format 'protobuf'.*Did you mean 'protobuf.read-default-values'"
);
CREATE TABLE clicks_out (uid BIGINT, name STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'clicks-out',
  'properties.bootstrap.servers' = 'broker:9092',
  'value.format' = 'protobuf',
  'value.protobuf.message-class-name' = 'com.example.Click',
  'value.protobuf.write-null-string-literal' = 'null'
);
INSERT INTO clicks_out SELECT uid, name FROM clicks;
