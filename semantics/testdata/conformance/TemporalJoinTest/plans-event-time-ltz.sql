-- case: event-time temporal join, both rowtimes TIMESTAMP_LTZ(3)
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/TemporalJoinTest.scala, testEventTimeTemporalJoinOnTimestampLtzRowtime
-- flink: plans
-- reason: temporal-join-rowtime-type

CREATE TABLE OrdersLtz (
  amount   INT,
  currency STRING,
  ts       BIGINT,
  rowtime  AS TO_TIMESTAMP_LTZ(ts, 3),
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

SELECT *
FROM OrdersLtz AS o
JOIN RatesLtz FOR SYSTEM_TIME AS OF o.rowtime AS r
  ON o.currency = r.currency;
