-- case: DROP VIEW of a permanent view
-- source: apache/flink flink-table/flink-sql-client/src/test/resources/sql/view.q, the statement of the script
-- flink: plans
-- reason: unknown-table

CREATE TABLE orders (
  `user`  BIGINT NOT NULL,
  product VARCHAR(32),
  amount  INT,
  ts      TIMESTAMP(3),
  ptime   AS PROCTIME(),
  PRIMARY KEY (`user`) NOT ENFORCED,
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen');

CREATE VIEW permanent_v1 AS SELECT * FROM orders;

DROP VIEW permanent_v1;
