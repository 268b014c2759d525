CREATE TABLE src (a INT) WITH ('connector' = 'datagen');
CREATE TABLE out_t (a INT) WITH ('connector' = 'test-sink');  -- want "FL011" level=note msg="so Flink fails when it plans the job"
INSERT INTO out_t SELECT a FROM src;
