CREATE TABLE src (a INT, c STRING) WITH ('connector' = 'datagen');
CREATE TABLE snk (x BIGINT, y STRING, dt STRING) PARTITIONED BY (dt) WITH ('connector' = 'filesystem', 'path' = '/tmp/x', 'format' = 'json');

INSERT INTO snk PARTITION (dt = '2024-01-01') SELECT a, c FROM src;
INSERT INTO snk (y, x) SELECT c, a FROM src;
INSERT INTO snk (y, x) SELECT a, c FROM src; -- want "FL050" col=31 msg="sink column 'y' at position 0 is STRING, but the query's column 'a' is INT"
INSERT INTO snk PARTITION (dt = '2024-01-01') SELECT a, c, c FROM src; -- want "FL050" col=13
