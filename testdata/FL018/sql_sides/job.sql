CREATE TABLE debug (id STRING) WITH ('connector' = 'print');   -- want "FL018" col=38 level=error
CREATE TABLE gen (id STRING) WITH ('connector' = 'datagen');   -- want "FL018" level=error
CREATE TABLE hose (id STRING) WITH ('connector' = 'firehose', 'delivery-stream' = 'd', 'format' = 'json');   -- want "FL018" level=warning
INSERT INTO gen SELECT id FROM debug;
INSERT INTO blackhole_out SELECT id FROM hose;
