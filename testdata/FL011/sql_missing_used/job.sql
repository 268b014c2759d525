CREATE TABLE src (id STRING);   -- want "FL011" col=14
CREATE TABLE dst (id STRING) WITH ('path' = 's3://bucket/out/', 'format' = 'json');   -- want "FL011" col=30
INSERT INTO dst SELECT id FROM src;
