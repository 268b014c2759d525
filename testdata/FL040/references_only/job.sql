CREATE TABLE db (id STRING) WITH (
  'connector' = 'jdbc',
  'url' = 'jdbc:postgresql://db:5432/shop?password=${DB_PASSWORD}',
  'table-name' = 'orders',
  'username' = 'flink',
  'password' = '$DB_PASSWORD',
  'sink.buffer-flush.max-rows' = '100'
);
CREATE TABLE k (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 't',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.ssl.truststore.password' = '',
  'format' = 'json'
);
