-- case: event-time join against a changelog table with computed columns
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/TemporalJoinTest.scala, testEventTimeTemporalJoinWithComputedColumnAndPushDown
-- flink: plans
-- reason: temporal-join-no-rowtime

CREATE TABLE Orders (
  amount   INT,
  currency STRING,
  rowtime  TIMESTAMP(3),
  proctime AS PROCTIME(),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

CREATE TABLE RatesBinlogWithComputedColumn (
  currency STRING,
  rate     INT,
  rate1    AS rate + 1,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime,
  PRIMARY KEY (currency) NOT ENFORCED
) WITH (
  'connector' = 'values',
  'changelog-mode' = 'I,UB,UA,D',
  'disable-lookup' = 'true'
);

SELECT o.currency, r.currency, rate1
FROM Orders AS o
JOIN RatesBinlogWithComputedColumn FOR SYSTEM_TIME AS OF o.rowtime AS r
  ON o.currency = r.currency AND o.amount > 10 AND r.rate < 100;
