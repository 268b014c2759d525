-- case: a LOOKUP hint naming an UNNEST alias, which is no lookup table
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/common/UnnestTestBase.scala, testUnnestWithLookupJoinHint
-- flink: plans
-- reason: hint-unknown-table

CREATE TABLE T2 (
  a INT,
  b ARRAY<INT>
) WITH ('connector' = 'values');

SELECT /*+ LOOKUP('table' = 'D', 'retry-predicate' = 'lookup_miss', 'retry-strategy' = 'fixed_delay',
                  'fixed-delay' = '155 ms', 'max-attempts' = '10', 'async' = 'true',
                  'output-mode' = 'allow_unordered', 'capacity' = '1000', 'time-out' = '300 s') */ T2.a
FROM T2
CROSS JOIN UNNEST(T2.b) AS D (c);
