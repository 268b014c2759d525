-- case: a processing-time temporal join against a table with no lookup source
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/runtime/stream/sql/TemporalJoinITCase.scala, testProcTimeTemporalJoin
-- flink: rejects
-- message: Processing-time temporal join is not supported yet.
-- reason: lookup-join-unsupported

CREATE TABLE orders_proctime (
  order_id    BIGINT,
  currency    STRING,
  currency_no STRING,
  amount      BIGINT,
  proctime    AS PROCTIME()
) WITH (
  'connector' = 'values',
  'bounded' = 'false'
);

CREATE TABLE currency_proctime (
  currency    STRING,
  currency_no STRING,
  rate        BIGINT,
  proctime    AS PROCTIME(),
  PRIMARY KEY (currency, currency_no) NOT ENFORCED
) WITH (
  'connector' = 'values',
  'bounded' = 'false',
  'disable-lookup' = 'true'
);

CREATE TABLE proctime_default_sink (
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
INSERT INTO proctime_default_sink
SELECT o.order_id, o.currency, o.amount, o.proctime, r.rate, r.proctime
FROM orders_proctime AS o
JOIN currency_proctime FOR SYSTEM_TIME AS OF o.proctime AS r
  ON o.currency = r.currency AND o.currency_no = r.currency_no;
