-- Shell variables where a keyword stands are filled in before the script
-- runs (envsubst, a wrapper script): they are holes, not syntax errors.
CREATE $TEMPORARY FUNCTION parse_ts AS 'com.example.ParseTs';
CREATE $TEMPORARY TABLE src (a INT) WITH ('connector' = 'datagen');
-- No Flink identifier begins with '$', but a bad token elsewhere still is one.
CREATE TABLE t (a INT) WITH ('connector' = 'datagen') oops;  -- want "FL900"
