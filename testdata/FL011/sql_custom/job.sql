CREATE TABLE api (id STRING) WITH ('connector' = 'my-rest-source-v2', 'endpoint' = 'https://example.com');   -- want "FL011" level=note
INSERT INTO out SELECT id FROM api;
