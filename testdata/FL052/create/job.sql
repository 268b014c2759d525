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

CREATE TABLE wm_proctime (
  a BIGINT,
  pt AS PROCTIME(),
  WATERMARK FOR pt AS pt -- want "FL052" col=17 msg="A watermark can not be defined for a processing-time attribute."
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

CREATE TABLE wm_expr_bigint (
  id BIGINT,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS id -- want "FL052" col=23 msg="the watermark expression type is BIGINT"
) WITH ('connector' = 'datagen');

CREATE TABLE two_keys (
  id BIGINT PRIMARY KEY NOT ENFORCED,
  name STRING,
  PRIMARY KEY (name) NOT ENFORCED -- want "FL052" col=3 msg="Duplicate primary key definition"
) WITH ('connector' = 'datagen');

CREATE TABLE dup_physical (
  a INT,
  a STRING -- want "FL052" col=3 msg="A regular Column named 'a' already exists in the table."
) WITH ('connector' = 'datagen');

CREATE TABLE dup_computed (
  b AS a + 1, -- want "FL052" col=3 msg="Duplicate columns exist in the compute column and regular column."
  a INT,
  b INT
) WITH ('connector' = 'datagen');

CREATE TABLE dup_metadata (
  a INT,
  ts TIMESTAMP_LTZ(3) METADATA, -- want "FL052" col=3 msg="Duplicate columns exist in the metadata column and regular column."
  ts TIMESTAMP(3)
) WITH ('connector' = 'kafka', 'topic' = 't', 'format' = 'json');

CREATE TABLE same_key ( -- want "FL052" col=14 msg="The column `event_time` and `ts` in the table are both from the same metadata key 'timestamp'."
  id BIGINT,
  event_time TIMESTAMP_LTZ(3) METADATA FROM 'timestamp',
  ts TIMESTAMP_LTZ(3) METADATA FROM 'timestamp' VIRTUAL
) WITH ('connector' = 'kafka', 'topic' = 't', 'format' = 'json');
