-- case: the same view keeping the rowtime
-- source: own, valid variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/TemporalJoinTest.scala, testInvalidTemporalTablJoin
-- flink: plans
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

CREATE VIEW rates_with_time AS
SELECT currency, rate, rowtime
FROM RatesHistoryWithPK;

SELECT *
FROM Orders AS o
JOIN rates_with_time FOR SYSTEM_TIME AS OF o.rowtime AS r
  ON o.currency = r.currency;
