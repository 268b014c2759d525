-- Flink 1.10 legacy descriptor keys: 'connector.type' names the connector.
CREATE TABLE users_es (
  user_name STRING,
  content STRING
) WITH (
  'connector.type' = 'elasticsearch',
  'connector.version' = '7',
  'connector.hosts' = 'http://localhost:9200',
  'connector.index' = 'users',
  'update-mode' = 'upsert',
  'format.type' = 'json'
);

CREATE TABLE users_src (user_name STRING, content STRING) WITH ('connector' = 'datagen');

INSERT INTO users_es SELECT user_name, content FROM users_src;
