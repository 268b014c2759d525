CREATE TABLE src (a INT) WITH ('connector' = 'datagen');
CREATE TABLE snk (a INT) WITH ('connector' = 'blackhole');
INSERT INTO snk SELECT a FROM src;
