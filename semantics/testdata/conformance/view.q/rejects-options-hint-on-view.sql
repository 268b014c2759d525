-- case: an OPTIONS hint on a view
-- source: apache/flink flink-table/flink-sql-client/src/test/resources/sql/view.q, the statement of the script
-- flink: rejects
-- message: View '`default_catalog`.`default_database`.`v1`' cannot be enriched with new options. Hints can only be applied to tables.
-- reason: hint-invalid

CREATE TABLE orders (
  `user`  BIGINT NOT NULL,
  product VARCHAR(32),
  amount  INT,
  ts      TIMESTAMP(3),
  ptime   AS PROCTIME(),
  PRIMARY KEY (`user`) NOT ENFORCED,
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen');

CREATE TEMPORARY VIEW v1 AS SELECT * FROM orders;

-- rejected
SELECT * FROM v1 /*+ OPTIONS('number-of-rows' = '1') */;
