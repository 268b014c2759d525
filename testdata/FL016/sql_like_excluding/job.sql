CREATE TABLE a (id STRING, n BIGINT, PRIMARY KEY (id) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'a',
  'properties.bootstrap.servers' = 'b:9092',
  'key.format' = 'json',
  'value.format' = 'json'
);
CREATE TABLE c WITH ('topic' = 'c') LIKE a (EXCLUDING CONSTRAINTS);   -- want "FL016" col=16
CREATE TABLE k (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'k',
  'properties.bootstrap.servers' = 'b:9092',
  'format' = 'json'
);
ALTER TABLE k SET ('connector' = 'upsert-kafka');   -- want "FL016" col=20
INSERT INTO c SELECT id, n FROM a;
