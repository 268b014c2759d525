-- case: a processing-time temporal join against a changelog table with no lookup source
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/runtime/stream/sql/TemporalJoinITCase.scala, testProcTimeTemporalJoinChangelogSource
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

CREATE TABLE changelog_currency_proctime (
  currency    STRING,
  currency_no STRING,
  rate        BIGINT,
  proctime    AS PROCTIME(),
  PRIMARY KEY (currency, currency_no) NOT ENFORCED
) WITH (
  'connector' = 'values',
  'bounded' = 'false',
  'disable-lookup' = 'true',
  'changelog-mode' = 'I,UA,UB,D'
);

CREATE TABLE proctime_sink1 (
  currency    STRING,
  currency_no STRING,
  rate        BIGINT,
  proctime    TIMESTAMP(3)
) WITH (
  'connector' = 'values',
  'sink-insert-only' = 'false'
);

-- rejected
INSERT INTO proctime_sink1
SELECT r.*
FROM orders_proctime AS o
JOIN changelog_currency_proctime FOR SYSTEM_TIME AS OF o.proctime AS r
  ON o.currency = r.currency AND o.currency_no = r.currency_no;
