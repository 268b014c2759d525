CREATE TABLE src (a INT) WITH ('connector' = 'datagen');
CREATE TABLE out_t (a INT) WITH ('connector' = 'test-sink');  -- want "FL011" level=note msg="a connector jar on the classpath may bring it"
INSERT INTO out_t SELECT a FROM src;
