-- case: the versioned table's key has two columns; the condition equates only one
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/TemporalJoinTest.scala, testEventTimeTemporalJoinToSinkWithPk (message of testInvalidTemporalTablJoin)
-- flink: rejects
-- message: Temporal table's primary key [...] must be included in the equivalence condition of temporal join
-- reason: temporal-join-condition

CREATE TABLE Orders (
  amount   INT,
  currency STRING,
  rowtime  TIMESTAMP(3),
  proctime AS PROCTIME(),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

CREATE TABLE versioned_currency_with_multi_key (
  currency      STRING,
  currency_no   STRING,
  rate          BIGINT,
  currency_time TIMESTAMP(3),
  WATERMARK FOR currency_time AS currency_time,
  PRIMARY KEY (currency, currency_no) NOT ENFORCED
) WITH ('connector' = 'values');

-- rejected
SELECT o.amount, r.rate
FROM Orders AS o
JOIN versioned_currency_with_multi_key FOR SYSTEM_TIME AS OF o.rowtime AS r
  ON o.currency = r.currency;
