-- case: the join condition does not equate the versioned table's primary key
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/TemporalJoinTest.scala, testInvalidTemporalTablJoin
-- flink: rejects
-- message: Temporal table's primary key [currency0] must be included in the equivalence condition of temporal join, but current temporal join condition is [amount=rate].
-- reason: temporal-join-condition

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

-- rejected
SELECT *
FROM Orders AS o
JOIN RatesHistoryWithPK FOR SYSTEM_TIME AS OF o.rowtime AS r
  ON o.amount = r.rate;
