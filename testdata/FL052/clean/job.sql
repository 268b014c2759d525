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
