CREATE TABLE totals (id STRING, n BIGINT) WITH (
  'connector' = 'upsert-kafka',   -- want "FL016" col=3 level=error
  'topic' = 'totals',
  'properties.bootstrap.servers' = 'b:9092',
  'key.format' = 'json',
  'value.format' = 'json'
);
INSERT INTO totals SELECT id, COUNT(*) FROM src GROUP BY id;
