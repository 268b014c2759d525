-- Run as sql-client.sh -i init.sql -f job.sql: the tables live in the lake catalog.
CREATE TABLE dst (id STRING);
INSERT INTO dst SELECT id FROM src;
