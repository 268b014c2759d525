CREATE TABLE MyTable (a INT, b BIGINT, c STRING) WITH ('connector' = 'datagen');

CREATE TABLE my_sink (
  name STRING,
  email STRING,
  message_offset BIGINT
) WITH ('connector' = 'blackhole');

INSERT INTO my_sink SELECT a, '', '' FROM MyTable; -- want "FL050" col=28 msg="sink column 'name' at position 0 is STRING, but the query's column 'a' is INT"

INSERT INTO my_sink SELECT c, c, b + 1 FROM MyTable;

INSERT INTO my_sink SELECT c, CAST(a AS STRING), TIMESTAMP '2020-01-01 00:00:00' FROM MyTable; -- want "FL050" col=50 msg="sink column 'message_offset' at position 2 is BIGINT, but the query's column 'EXPR\$2' is TIMESTAMP\(0\) NOT NULL"
