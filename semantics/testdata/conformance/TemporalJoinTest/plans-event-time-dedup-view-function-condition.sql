-- case: deduplicating view, a function call in the condition
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/TemporalJoinTest.scala, testEventTimeTemporalJoinWithViewWithFunctionCondition
-- flink: plans
-- reason: temporal-join-condition

CREATE TABLE Orders (
  amount   INT,
  currency STRING,
  rowtime  TIMESTAMP(3),
  proctime AS PROCTIME(),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

CREATE TABLE RatesHistory (
  currency STRING,
  rate     INT,
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

CREATE VIEW rates_last_row_rowtime AS
SELECT currency, rate, rowtime
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY currency ORDER BY rowtime DESC) AS rowNum
  FROM RatesHistory
) T
WHERE rowNum = 1;

SELECT *
FROM Orders AS o
JOIN rates_last_row_rowtime FOR SYSTEM_TIME AS OF o.rowtime AS r
  ON o.currency = r.currency
 AND 'RMB-100' = CONCAT('RMB-', CAST(r.rate AS STRING));
