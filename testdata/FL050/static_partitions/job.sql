-- A static partition sets a partition key: a column of the sink that is
-- not one fails when the planner converts the sink.
CREATE TABLE src (a INT, c STRING) WITH ('connector' = 'datagen');
CREATE TABLE snk (x BIGINT, y STRING, dt STRING) PARTITIONED BY (dt) WITH ('connector' = 'filesystem', 'path' = '/tmp/x', 'format' = 'json');
CREATE TABLE flat (x BIGINT, y STRING) WITH ('connector' = 'blackhole');

INSERT INTO snk PARTITION (dt = '2024-01-01') SELECT a, c FROM src;
INSERT INTO snk PARTITION (y = 'v') SELECT a, c FROM src; -- want "FL050" msg="Static partition column 'y' should be in the partition keys list .dt. for table 'default_catalog.default_database.snk'"
INSERT INTO flat PARTITION (y = 'v') SELECT a FROM src; -- want "FL050" msg="Static partition column 'y' should be in the partition keys list .. for table 'default_catalog.default_database.flat'"
