-- Schemas Flink accepts, and tables flinklint does not fully know.
CREATE TABLE ok (
  id BIGINT,
  price DOUBLE,
  qty INT,
  total AS price * qty,
  ts TIMESTAMP_LTZ(3) METADATA FROM 'timestamp',
  p AS PROCTIME(),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND,
  PRIMARY KEY (id) NOT ENFORCED
) PARTITIONED BY (id) WITH ('connector' = 'kafka', 'topic' = 't', 'format' = 'json');
CREATE TABLE col_key (id BIGINT PRIMARY KEY, v STRING) WITH ('connector' = 'jdbc');
CREATE TABLE derived (WATERMARK FOR ts2 AS ts2) LIKE unknown_source;
CREATE TABLE nested (r ROW<t TIMESTAMP(3)>, WATERMARK FOR r.t AS r.t) WITH ('connector' = 'datagen');
CREATE TABLE udf_col (a STRING, b AS MY_UDF(a), c AS CURRENT_TIMESTAMP) WITH ('connector' = 'datagen');
CREATE TABLE ctas (votes INT, votes_2x AS b * 2) WITH ('connector' = 'blackhole') AS SELECT a, b FROM somewhere;
ALTER TABLE ok MODIFY WATERMARK FOR ts AS ts;
ALTER TABLE ok ADD (x STRING AFTER id, WATERMARK FOR y AS y);
CREATE TABLE wm_exprs (
  id BIGINT,
  ts TIMESTAMP(3),
  ltz TIMESTAMP_LTZ(3),
  ms BIGINT,
  e AS TO_TIMESTAMP_LTZ(ms, 3),
  WATERMARK FOR ts AS ts - INTERVAL '0.001' SECOND
) WITH ('connector' = 'datagen');
CREATE TABLE wm_ltz (ltz TIMESTAMP_LTZ(3), WATERMARK FOR ltz AS ltz - INTERVAL '5' MINUTE) WITH ('connector' = 'datagen');
CREATE TABLE wm_computed (ms BIGINT, e AS TO_TIMESTAMP_LTZ(ms, 3), WATERMARK FOR e AS e) WITH ('connector' = 'datagen');
CREATE TABLE wm_cast (s STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS CAST(s AS TIMESTAMP(3))) WITH ('connector' = 'datagen');
CREATE TABLE keys_differ (
  id BIGINT,
  k1 STRING METADATA FROM 'key',
  k2 STRING METADATA FROM '{{ key_field }}'
) WITH ('connector' = 'kafka', 'topic' = 't', 'format' = 'json');
