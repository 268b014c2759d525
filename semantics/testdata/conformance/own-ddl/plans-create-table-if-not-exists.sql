-- case: CREATE TABLE IF NOT EXISTS of a name the job already created
-- source: own, valid variant of flink-table/flink-sql-client/src/test/resources/sql/view.q
-- flink: plans
-- reason: object-exists

CREATE TABLE t (
  id BIGINT,
  name STRING
) WITH ('connector' = 'datagen');

CREATE TABLE IF NOT EXISTS t (
  id BIGINT,
  name STRING
) WITH ('connector' = 'datagen');
