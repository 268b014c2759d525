USE lake.analytics;
CREATE TABLE dst (id STRING);
INSERT INTO dst SELECT id FROM src;
