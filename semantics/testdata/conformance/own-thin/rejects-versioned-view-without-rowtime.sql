-- case: an event-time temporal join against a view that drops the versioned table's rowtime
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/TemporalJoinTest.scala, testInvalidTemporalTablJoin
-- flink: rejects
-- message: Event-Time Temporal Table Join requires both primary key and row time attribute in versioned table, but no row time attribute can be found.
-- reason: temporal-join-no-rowtime

CREATE TABLE Orders (
  amount   INT,
  currency STRING,
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

CREATE TABLE RatesHistoryWithPK (
  currency STRING,
  rate     INT,
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime,
  PRIMARY KEY (currency) NOT ENFORCED
) WITH ('connector' = 'values');

CREATE VIEW rates_no_time AS
SELECT currency, rate
FROM RatesHistoryWithPK;

-- rejected
SELECT *
FROM Orders AS o
JOIN rates_no_time FOR SYSTEM_TIME AS OF o.rowtime AS r
  ON o.currency = r.currency;
