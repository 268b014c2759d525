CREATE TABLE gen (id STRING, score DOUBLE) WITH (
  'connector' = 'datagen',
  'fields.score.null-rate' = 'half',   -- want "FL013" level=note
  'rows-per-second' = '10'
);
INSERT INTO out SELECT id, score FROM gen;
