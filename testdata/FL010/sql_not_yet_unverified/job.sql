CREATE TABLE gen (id STRING) WITH (
  'connector' = 'datagen',
  'fields.id.var-len' = 'true'   -- want "FL010" level=note
);
INSERT INTO out SELECT id FROM gen;
