SET 'state.checkpoints.dir' = 's3://bucket/checkpoints'; -- want "FL061" level=note msg="deprecated key on the planned Flink 2.1.*write execution.checkpointing.dir"
SET 'state.backend' = 'rocksdb'; -- want "FL061" msg="write state.backend.type"
SET 'execution.checkpointing.dir' = 's3://bucket/checkpoints';
SET 'restart-strategy' = 'fixed-delay'; -- want "FL061"
SET 'table.exec.topn-cache-size' = '20000';

CREATE TABLE src (id INT) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT) WITH ('connector' = 'blackhole');
INSERT INTO snk SELECT id FROM src;
