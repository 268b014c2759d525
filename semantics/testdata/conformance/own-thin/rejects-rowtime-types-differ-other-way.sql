-- case: left rowtime TIMESTAMP(3), versioned table's TIMESTAMP_LTZ(3)
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/TemporalJoinTest.scala, testInvalidTemporalTablJoin
-- flink: rejects
-- message: Event-Time Temporal Table Join requires same rowtime type in left table and versioned table, but the rowtime types are TIMESTAMP(3) *ROWTIME* and TIMESTAMP_LTZ(3) *ROWTIME*.
-- reason: temporal-join-rowtime-type

CREATE TABLE Orders (
  amount   INT,
  currency STRING,
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

CREATE TABLE RatesLtz (
  currency STRING,
  rate     INT,
  ts       BIGINT,
  rowtime  AS TO_TIMESTAMP_LTZ(ts, 3),
  WATERMARK FOR rowtime AS rowtime,
  PRIMARY KEY (currency) NOT ENFORCED
) WITH ('connector' = 'values');

-- rejected
SELECT *
FROM Orders AS o
JOIN RatesLtz FOR SYSTEM_TIME AS OF o.rowtime AS r
  ON o.currency = r.currency;
