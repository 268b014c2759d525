-- case: an OVER aggregate over a changelog source
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testExceptionForOverAggregate
-- flink: rejects
-- message: OverAggregate doesn't support consuming update
-- reason: updating-input-unsupported

CREATE TABLE changes (
  id   BIGINT,
  v    INT,
  ts   TIMESTAMP(3),
  WATERMARK FOR ts AS ts,
  PRIMARY KEY (id) NOT ENFORCED
) WITH (
  'connector' = 'values',
  'changelog-mode' = 'I,UB,UA,D'
);

-- rejected
SELECT id,
  SUM(v) OVER (PARTITION BY id ORDER BY ts ROWS BETWEEN 2 PRECEDING AND CURRENT ROW)
FROM changes;
