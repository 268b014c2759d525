-- case: FOR SYSTEM_TIME AS OF a left column that is a plain TIMESTAMP(3), not a time attribute
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/TemporalJoinTest.scala, testInvalidTemporalTablJoin
-- flink: rejects
-- message: Temporal table join currently only supports 'FOR SYSTEM_TIME AS OF' left table's time attribute field
-- reason: temporal-join-not-time-attribute

CREATE TABLE leftTableWithoutTimeAttribute (
  amount   INT,
  currency STRING,
  ts       TIMESTAMP(3)
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

-- rejected
SELECT *
FROM leftTableWithoutTimeAttribute AS o
JOIN RatesHistoryWithPK FOR SYSTEM_TIME AS OF o.ts AS r
  ON o.currency = r.currency;
