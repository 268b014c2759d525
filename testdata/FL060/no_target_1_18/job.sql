SET 'table.exec.topn-cache-size' = '20000';
SET 'state.backend.async' = 'true';
SET 'parallelism.default' = '2';
SET 'state.checkpoints.dir' = 's3://bucket/checkpoints';
SET 'my.own.key' = 'x';

CREATE TABLE src (id INT) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT) WITH ('connector' = 'blackhole');
INSERT INTO snk SELECT id FROM src;
