SET 's3.secret-key' = 'hunter2XYZZY-set';  -- want "FL040" col=5 level=error
SET 's3.access-key' = 'AKIAEXAMPLEKEYID';

CREATE CATALOG pg WITH (
  'type' = 'jdbc',
  'base-url' = 'jdbc:postgresql://db:5432/',
  'default-database' = 'shop',
  'username' = 'flink',
  'password' = 'hunter2XYZZY-catalog'  -- want "FL040" col=3
);

CREATE TABLE orders_db (id STRING) WITH (
  'connector' = 'jdbc',
  'url' = 'jdbc:postgresql://db:5432/shop?user=flink&password=hunter2XYZZY-url',  -- want "FL040"
  'table-name' = 'orders',
  'username' = 'flink',
  'password' = 'hunter2XYZZY-table'  -- want "FL040"
);

CREATE TABLE events (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'events',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.security.protocol' = 'SASL_SSL',
  'properties.sasl.jaas.config' = 'org.apache.kafka.common.security.plain.PlainLoginModule required username="u" password="hunter2XYZZY-jaas";',  -- want "FL040"
  'format' = 'json'
);

CREATE TABLE safe_db (id STRING) WITH (
  'connector' = 'jdbc',
  'url' = 'jdbc:postgresql://db:5432/shop',
  'table-name' = 'orders',
  'username' = 'flink',
  'password' = '${DB_PASSWORD}'
);

INSERT INTO orders_db /*+ OPTIONS('password' = 'hunter2XYZZY-hint') */ SELECT id FROM events;  -- want "FL040"
