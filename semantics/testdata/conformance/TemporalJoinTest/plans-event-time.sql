-- case: event-time temporal join against a versioned table with key and watermark
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/TemporalJoinTest.scala, testEventTimeTemporalJoin
-- flink: plans
-- reason: temporal-join-no-primary-key

CREATE TABLE Orders (
  amount   INT,
  currency STRING,
  rowtime  TIMESTAMP(3),
  proctime AS PROCTIME(),
  WATERMARK FOR rowtime AS rowtime
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
FROM Orders AS o
JOIN RatesHistoryWithPK FOR SYSTEM_TIME AS OF o.rowtime AS r
  ON o.currency = r.currency;
