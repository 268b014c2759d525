-- case: event-time temporal join against a table whose only time attribute is a proctime
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/TemporalJoinTest.scala, testInvalidTemporalTablJoin
-- flink: rejects
-- message: Event-Time Temporal Table Join requires both primary key and row time attribute in versioned table, but no row time attribute can be found.
-- reason: temporal-join-no-rowtime

CREATE TABLE Orders (
  amount   INT,
  currency STRING,
  rowtime  TIMESTAMP(3),
  proctime AS PROCTIME(),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

CREATE TABLE versionedTableWithoutRowtime (
  currency STRING,
  rate     INT,
  rowtime  TIMESTAMP(3),
  proctime AS PROCTIME(),
  PRIMARY KEY (currency) NOT ENFORCED
) WITH ('connector' = 'values');

-- rejected
SELECT *
FROM Orders AS o
JOIN versionedTableWithoutRowtime FOR SYSTEM_TIME AS OF o.rowtime AS r
  ON o.currency = r.currency;
