CREATE TABLE users (
  user_id STRING,
  name STRING,
  PRIMARY KEY (user_id) NOT ENFORCED   -- want "FL017" col=3 level=error
) WITH (
  'connector' = 'kafka',
  'topic' = 'users',
  'properties.bootstrap.servers' = 'b:9092',
  'format' = 'json'
);
CREATE TABLE users2 (user_id STRING PRIMARY KEY NOT ENFORCED, name STRING) WITH (   -- want "FL017"
  'connector' = 'kafka',
  'topic' = 'users',
  'properties.bootstrap.servers' = 'b:9092',
  'value.format' = 'avro'
);
