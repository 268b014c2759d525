-- Connectors whose options come from their sources alone (elasticsearch,
-- hbase, mongodb, dynamodb, sqs): a misspelt key is reported; keys the
-- factories forward are not.
CREATE TABLE orders (id STRING, total DOUBLE) WITH (
  'connector' = 'datagen'
);
CREATE TABLE search (id STRING, total DOUBLE, PRIMARY KEY (id) NOT ENFORCED) WITH (
  'connector' = 'elasticsearch-7',
  'hosts' = 'http://es:9200',
  'index' = 'orders',
  'sink.bulk-flush.max-action' = '500',   -- want "FL010" col=3 level=warning
  'json.fail-on-missing-field' = 'false'
);
CREATE TABLE wide (id STRING, cf ROW<total DOUBLE>, PRIMARY KEY (id) NOT ENFORCED) WITH (
  'connector' = 'hbase-2.2',
  'table-name' = 'orders',
  'zookeeper.quorum' = 'zk:2181',
  'properties.hbase.rpc.timeout' = '60000'
);
CREATE TABLE docs (id STRING, total DOUBLE, PRIMARY KEY (id) NOT ENFORCED) WITH (
  'connector' = 'mongodb',
  'uri' = 'mongodb://mongo:27017',
  'database' = 'shop',
  'collection' = 'orders',
  'sink.buffer-flush.max-row' = '100'   -- want "FL010" col=3 level=warning
);
CREATE TABLE items (id STRING, total DOUBLE) WITH (
  'connector' = 'dynamodb',
  'table-name' = 'orders',
  'aws.region' = 'eu-west-1',
  'aws.credentials.provider' = 'AUTO'
);
CREATE TABLE queue (id STRING, total DOUBLE) WITH (
  'connector' = 'sqs',
  'queue-url' = 'https://sqs.eu-west-1.amazonaws.com/123/orders',
  'aws.region' = 'eu-west-1',
  'aws.credentials.provider' = 'AUTO',
  'format' = 'json'
);
INSERT INTO search SELECT id, total FROM orders;
INSERT INTO wide SELECT id, ROW(total) FROM orders;
INSERT INTO docs SELECT id, total FROM orders;
INSERT INTO items SELECT id, total FROM orders;
INSERT INTO queue SELECT id, total FROM orders;
