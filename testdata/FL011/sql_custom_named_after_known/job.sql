-- Custom connectors whose jar the repository does not hold: 'mredis' is a
-- connector of its own named after Redis, not a typo of 'redis', so each is
-- a note that no factory was found in the repository.
CREATE TABLE cache (k STRING, v STRING) WITH ('connector' = 'mredis', 'host' = 'redis');  -- want "FL011" level=note
CREATE TABLE lines (line STRING) WITH ('connector' = 'filestream', 'filepath' = 'file:///data/in');  -- want "FL011" level=note
-- A platform's connector named by the known identifier's first word.
CREATE TABLE docs (id STRING) WITH ('connector' = 'elasticsearch', 'index' = 'docs');  -- want "FL011" level=note
INSERT INTO docs SELECT line FROM lines;
-- A doubled letter is a typo still.
CREATE TABLE events (id STRING) WITH ('connector' = 'kafkaa', 'topic' = 'events');  -- want "FL011" level=warning
INSERT INTO cache SELECT line, line FROM lines;
INSERT INTO cache SELECT id, id FROM events;
