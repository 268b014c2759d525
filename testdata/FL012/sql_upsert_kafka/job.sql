CREATE TABLE totals (id STRING, n BIGINT, PRIMARY KEY (id) NOT ENFORCED) WITH (   -- want "FL012"
  'connector' = 'upsert-kafka',
  'topic' = 'totals',
  'properties.bootstrap.servers' = 'b:9092',
  'value.format' = 'json'
);
CREATE TABLE buffered (id STRING, n BIGINT, PRIMARY KEY (id) NOT ENFORCED) WITH (   -- want "FL012"
  'connector' = 'upsert-kafka',
  'topic' = 'totals',
  'properties.bootstrap.servers' = 'b:9092',
  'key.format' = 'json',
  'value.format' = 'json',
  'sink.buffer-flush.max-rows' = '1000'
);
INSERT INTO totals SELECT id, COUNT(*) FROM src GROUP BY id;
INSERT INTO buffered SELECT id, COUNT(*) FROM src GROUP BY id;
