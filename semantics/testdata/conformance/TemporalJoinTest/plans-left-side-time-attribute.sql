-- case: the same join AS OF the left side's rowtime attribute
-- source: own, valid variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/TemporalJoinTest.scala, testInvalidTemporalTablJoin
-- flink: plans
-- reason: temporal-join-not-time-attribute

CREATE TABLE leftTableWithTimeAttribute (
  amount   INT,
  currency STRING,
  ts       TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH ('connector' = 'values');

CREATE TABLE RatesHistoryWithPK (
  currency STRING,
  rate     INT,
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime,
  PRIMARY KEY (currency) NOT ENFORCED
) WITH (
  'connector' = 'values',
  'disable-lookup' = 'true'
);

SELECT *
FROM leftTableWithTimeAttribute AS o
JOIN RatesHistoryWithPK FOR SYSTEM_TIME AS OF o.ts AS r
  ON o.currency = r.currency;
