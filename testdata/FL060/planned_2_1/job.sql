SET 'table.exec.topn-cache-size' = '20000'; -- want "FL060" level=warning msg="the planned Flink 2.1 .release-2.1.2-rc1.*write table.exec.rank.topn-cache-size"
SET 'state.backend.async' = 'true'; -- want "FL060" level=warning msg="the setting does nothing there"
SET 'parallelism.default' = '2';
SET 'state.checkpoints.dir' = 's3://bucket/checkpoints';
SET 'my.own.key' = 'x';

CREATE TABLE src (id INT) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT) WITH ('connector' = 'blackhole');
INSERT INTO snk SELECT id FROM src;
