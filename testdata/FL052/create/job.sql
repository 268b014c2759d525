CREATE TABLE pk_computed (
  a BIGINT NOT NULL,
  b VARCHAR NOT NULL,
  c AS 2 * (a + 1),
  CONSTRAINT ct1 PRIMARY KEY (b, c) NOT ENFORCED -- want "FL052" col=3 msg="Invalid primary key 'ct1'. Column 'c' is not a physical column."
) WITH ('connector' = 'datagen');

CREATE TABLE pk_enforced (
  a BIGINT NOT NULL,
  PRIMARY KEY (a) -- want "FL052" col=3 msg="ENFORCED mode"
) WITH ('connector' = 'datagen');

CREATE TABLE wm_type (
  a BIGINT,
  ts TIMESTAMP(6),
  WATERMARK FOR ts AS ts -- want "FL052" col=17 msg="the time field type is TIMESTAMP\(6\)"
) WITH ('connector' = 'datagen');

CREATE TABLE wm_missing (
  a BIGINT,
  WATERMARK FOR x AS x -- want "FL052" col=17 msg="Invalid column name 'x' for rowtime attribute"
) WITH ('connector' = 'datagen');

CREATE TABLE parts (f0 INT, a STRING) PARTITIONED BY (f3) WITH ('connector' = 'filesystem', 'path' = '/x', 'format' = 'json'); -- want "FL052" col=14 msg="Partition column 'f3' not defined in the table schema. Available columns: \['f0', 'a'\]"

CREATE TABLE computed_reads_computed (
  a INT,
  m AS a * 2,
  n AS m + 2 -- want "FL052" col=8 msg="Invalid expression for computed column 'n'"
) WITH ('connector' = 'datagen');
