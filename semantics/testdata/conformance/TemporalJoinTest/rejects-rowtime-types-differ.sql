-- case: left rowtime is TIMESTAMP_LTZ(3), the versioned table's is TIMESTAMP(3)
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/TemporalJoinTest.scala, testInvalidTemporalTablJoin
-- flink: rejects
-- message: Event-Time Temporal Table Join requires same rowtime type in left table and versioned table, but the rowtime types are TIMESTAMP_LTZ(3) *ROWTIME* and TIMESTAMP(3) *ROWTIME*.
-- reason: temporal-join-rowtime-type

CREATE TABLE OrdersLtz (
  amount   INT,
  currency STRING,
  ts       BIGINT,
  rowtime  AS TO_TIMESTAMP_LTZ(ts, 3),
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
FROM OrdersLtz AS o
JOIN RatesHistoryWithPK FOR SYSTEM_TIME AS OF o.rowtime AS r
  ON o.currency = r.currency;
