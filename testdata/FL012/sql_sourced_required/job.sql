-- Required options read from the sources: mongodb requires 'uri',
-- 'database' and 'collection'; elasticsearch-7 requires 'hosts' and 'index'.
CREATE TABLE orders (id STRING, total DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE docs (id STRING, total DOUBLE, PRIMARY KEY (id) NOT ENFORCED) WITH (   -- want "FL012" level=error
  'connector' = 'mongodb',
  'database' = 'shop',
  'collection' = 'orders'
);
CREATE TABLE search (id STRING, total DOUBLE, PRIMARY KEY (id) NOT ENFORCED) WITH (
  'connector' = 'elasticsearch-7',
  'hosts' = 'http://es:9200',
  'index' = 'orders'
);
INSERT INTO docs SELECT id, total FROM orders;
INSERT INTO search SELECT id, total FROM orders;
