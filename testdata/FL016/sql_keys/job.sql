CREATE TABLE a (id STRING, n BIGINT, PRIMARY KEY (id) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'a',
  'properties.bootstrap.servers' = 'b:9092',
  'key.format' = 'json',
  'value.format' = 'json'
);
CREATE TABLE b (id STRING PRIMARY KEY NOT ENFORCED, n BIGINT) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'b',
  'properties.bootstrap.servers' = 'b:9092',
  'key.format' = 'json',
  'value.format' = 'json'
);
CREATE TABLE c WITH ('topic' = 'c') LIKE a;
CREATE TABLE d WITH ('topic' = 'd') LIKE catalog_db.some_table;
INSERT INTO c SELECT id, n FROM b;
