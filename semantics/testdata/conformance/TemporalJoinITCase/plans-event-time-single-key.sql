-- case: an event-time temporal join of a changelog stream against a versioned changelog table
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/runtime/stream/sql/TemporalJoinITCase.scala, the setup's versioned_currency_with_single_key
-- flink: plans
-- reason: lookup-join-unsupported

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

CREATE TABLE versioned_currency_with_single_key (
  currency      STRING,
  currency_no   STRING,
  rate          BIGINT,
  currency_time TIMESTAMP(3),
  WATERMARK FOR currency_time AS currency_time - INTERVAL '10' SECOND,
  PRIMARY KEY (currency) NOT ENFORCED
) WITH (
  'connector' = 'values',
  'changelog-mode' = 'I,UA,UB,D'
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

INSERT INTO rowtime_default_sink
SELECT o.order_id, o.currency, o.amount, o.order_time, r.rate, r.currency_time
FROM orders_rowtime AS o
JOIN versioned_currency_with_single_key FOR SYSTEM_TIME AS OF o.order_time AS r
  ON o.currency = r.currency;
