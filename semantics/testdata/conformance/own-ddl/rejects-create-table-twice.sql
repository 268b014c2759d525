-- case: CREATE TABLE of a name the job already created
-- source: own, variant of flink-table/flink-sql-client/src/test/resources/sql/view.q, the permanent view created twice
-- flink: rejects
-- message: Table (or view) default_database.t already exists in Catalog default_catalog.
-- reason: object-exists

CREATE TABLE t (
  id BIGINT,
  name STRING
) WITH ('connector' = 'datagen');

-- rejected
CREATE TABLE t (
  id BIGINT,
  name STRING
) WITH ('connector' = 'datagen');
