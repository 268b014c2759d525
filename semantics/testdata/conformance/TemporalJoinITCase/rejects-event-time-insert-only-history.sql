-- case: an event-time temporal join against the insert-only history itself, which has no key
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/runtime/stream/sql/TemporalJoinITCase.scala, the setup's currency_history (message of TemporalJoinTest.testInvalidTemporalTablJoin)
-- flink: rejects
-- message: Temporal Table Join requires primary key in versioned table, but no primary key can be found.
-- reason: temporal-join-no-primary-key

CREATE TABLE orders_rowtime (
  order_id    BIGINT,
  currency    STRING,
  currency_no STRING,
  amount      BIGINT,
  order_time  TIMESTAMP(3),
  WATERMARK FOR order_time AS order_time,
  PRIMARY KEY (order_id) NOT ENFORCED
) WITH (
  'connector' = 'values',
  'changelog-mode' = 'I,UA,UB,D'
);

CREATE TABLE currency_history (
  currency      STRING,
  currency_no   STRING,
  rate          BIGINT,
  currency_time TIMESTAMP(3),
  WATERMARK FOR currency_time AS currency_time - INTERVAL '0.001' SECOND
) WITH (
  'connector' = 'values',
  'changelog-mode' = 'I'
);

CREATE TABLE rowtime_default_sink (
  order_id BIGINT,
  currency STRING,
  amount   BIGINT,
  l_time   TIMESTAMP(3),
  rate     BIGINT,
  r_time   TIMESTAMP(3)
) WITH (
  'connector' = 'values',
  'sink-insert-only' = 'false'
);

-- rejected
INSERT INTO rowtime_default_sink
SELECT o.order_id, o.currency, o.amount, o.order_time, r.rate, r.currency_time
FROM orders_rowtime AS o
JOIN currency_history FOR SYSTEM_TIME AS OF o.order_time AS r
  ON o.currency = r.currency;
