-- case: a CAST of the lookup table's DECIMAL key in the condition
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/LookupJoinTest.scala, testJoinTemporalTableWithCastOnLookupTable
-- flink: rejects
-- message: Temporal table join requires an equality condition on fields of table [default_catalog.default_database.LookupTable2]
-- reason: lookup-join-condition

CREATE TABLE MyTable (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

CREATE TABLE LookupTable2 (
  id   DECIMAL(38, 18),
  name STRING,
  age  INT
) WITH ('connector' = 'values');

-- rejected
SELECT MyTable.b, LookupTable2.id
FROM MyTable
LEFT JOIN LookupTable2 FOR SYSTEM_TIME AS OF MyTable.proctime
  ON MyTable.a = CAST(LookupTable2.id AS INT);
