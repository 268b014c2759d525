CREATE TABLE src (id STRING) WITH ('connector' = 'datagen');
CREATE TABLE cache (id STRING) WITH ('connector' = 'mredis');
CREATE TABLE cache_typo (id STRING) WITH ('connector' = 'mredsi'); -- want "FL011" level=warning
INSERT INTO cache SELECT id FROM src;
INSERT INTO cache_typo SELECT id FROM src;
