-- case: an event-time temporal join against an upsert source
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testEventTimeTemporalJoinOnUpsertSource
-- flink: plans
-- reason: temporal-join-no-primary-key

CREATE TABLE orders (
  amount   BIGINT,
  currency STRING,
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH (
  'connector' = 'values',
  'changelog-mode' = 'I'
);

CREATE TABLE rates_history (
  currency STRING PRIMARY KEY NOT ENFORCED,
  rate     BIGINT,
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH (
  'connector' = 'values',
  'changelog-mode' = 'UA,D',
  'source.produces-delete-by-key' = 'true',
  'disable-lookup' = 'true'
);

SELECT o.currency, o.amount, r.rate, o.amount * r.rate
FROM orders AS o
LEFT JOIN rates_history FOR SYSTEM_TIME AS OF o.rowtime AS r
  ON o.currency = r.currency;
