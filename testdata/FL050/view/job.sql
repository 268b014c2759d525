CREATE TABLE src (a INT, c STRING) WITH ('connector' = 'datagen');
CREATE TABLE snk (x BIGINT) WITH ('connector' = 'blackhole');
CREATE VIEW v (name) AS SELECT c FROM src;
INSERT INTO snk SELECT name FROM v; -- want "FL050" col=24 msg="column 'name' is STRING"
CREATE TABLE ctas WITH ('connector' = 'blackhole') AS SELECT a, c FROM src;
INSERT INTO snk SELECT * FROM ctas; -- want "FL050" col=13 msg="gives 2 columns"
