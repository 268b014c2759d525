-- case: event-time temporal join against a table with a watermark and no primary key
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/TemporalJoinTest.scala, testInvalidTemporalTablJoin
-- flink: rejects
-- message: Temporal Table Join requires primary key in versioned table, but no primary key can be found.
-- reason: temporal-join-no-primary-key

CREATE TABLE Orders (
  amount   INT,
  currency STRING,
  rowtime  TIMESTAMP(3),
  proctime AS PROCTIME(),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

CREATE TABLE versionedTableWithoutPk (
  currency STRING,
  rate     INT,
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

-- rejected
SELECT *
FROM Orders AS o
JOIN versionedTableWithoutPk FOR SYSTEM_TIME AS OF o.rowtime AS r
  ON o.currency = r.currency;
