-- case: versioned upsert table, filter after the join
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/TemporalJoinTest.scala, testTemporalJoinUpsertSourceWithPostFilter
-- flink: plans
-- reason: temporal-join-no-primary-key

CREATE TABLE Orders (
  amount   INT,
  currency STRING,
  rowtime  TIMESTAMP(3),
  proctime AS PROCTIME(),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

CREATE TABLE UpsertRates (
  currency STRING,
  rate     INT,
  valid    VARCHAR,
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime,
  PRIMARY KEY (currency) NOT ENFORCED
) WITH (
  'connector' = 'values',
  'changelog-mode' = 'I,UA,D',
  'disable-lookup' = 'true'
);

SELECT *
FROM Orders AS o
JOIN UpsertRates FOR SYSTEM_TIME AS OF o.rowtime AS r
  ON o.currency = r.currency
WHERE valid = 'true';
