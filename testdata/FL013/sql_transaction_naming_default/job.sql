-- TransactionNamingStrategy's constants are INCREMENTING and POOLING;
-- DEFAULT is a Java alias, not a value the option parses.
CREATE TABLE src (id STRING) WITH ('connector' = 'datagen');
CREATE TABLE audit (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'audit',
  'properties.bootstrap.servers' = 'broker:9092',
  'format' = 'json',
  'sink.delivery-guarantee' = 'exactly-once',
  'sink.transactional-id-prefix' = 'audit',
  'sink.transaction-naming-strategy' = 'DEFAULT' -- want "FL013" level=error msg="Expected one of: \[INCREMENTING, POOLING\]"
);
INSERT INTO audit SELECT id FROM src;
