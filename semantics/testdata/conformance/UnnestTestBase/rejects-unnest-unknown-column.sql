-- case: UNNEST of a column the table does not have
-- source: own (Calcite validator message)
-- flink: rejects
-- message: Column 'tags' not found in table 'MyTable'
-- reason: unknown-column

CREATE TABLE MyTable (
  a INT,
  b ARRAY<INT>,
  c ARRAY<ARRAY<INT>>
) WITH ('connector' = 'values');

-- rejected
SELECT a, s FROM MyTable, UNNEST(MyTable.tags) AS A (s);
