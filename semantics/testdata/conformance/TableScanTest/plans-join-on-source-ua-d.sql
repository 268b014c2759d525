-- case: a regular join with a keyed source in changelog mode UA,D
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testJoinOnUpsertSource
-- flink: plans
-- reason: changelog-source-primary-key

CREATE TABLE orders (
  amount        BIGINT,
  currency_id   BIGINT,
  currency_name STRING
) WITH (
  'connector' = 'values',
  'changelog-mode' = 'I'
);

CREATE TABLE rates_history (
  currency_id   BIGINT,
  currency_name STRING,
  rate          BIGINT,
  PRIMARY KEY (currency_id) NOT ENFORCED
) WITH (
  'connector' = 'values',
  'changelog-mode' = 'UA,D'
);

SELECT o.currency_name, o.amount, r.rate, o.amount * r.rate
FROM orders AS o
JOIN rates_history AS r
  ON o.currency_id = r.currency_id AND o.currency_name = r.currency_name;
