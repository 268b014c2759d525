-- The repository's own connector, registered with @AutoService: known.
CREATE TABLE events (id STRING) WITH ('connector' = 'kafka-safe', 'topic' = 'events');
-- A misspelling of it is not.
CREATE TABLE more_events (id STRING) WITH ('connector' = 'kafka-saf', 'topic' = 'events');  -- want "FL011"
CREATE TABLE sink (id STRING) WITH ('connector' = 'blackhole');
INSERT INTO sink SELECT id FROM events UNION ALL SELECT id FROM more_events;
