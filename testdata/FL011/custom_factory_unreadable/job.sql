-- The repository registers a factory whose source it does not hold: an
-- unknown identifier may be that factory's, so there is no "did you mean".
CREATE TABLE src (id STRING) WITH ('connector' = 'datagen');
CREATE TABLE calls (id STRING) WITH ('connector' = 'acme-lookup'); -- want "FL011" level=note
INSERT INTO calls SELECT id FROM src;
