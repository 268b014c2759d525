-- MATCH_RECOGNIZE queries Flink plans, and ones flinklint does not judge.
CREATE TABLE ticker (
  symbol STRING,
  price  INT,
  ts     TIMESTAMP(3),
  pt AS PROCTIME(),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen');

SELECT * FROM ticker MATCH_RECOGNIZE (
  PARTITION BY symbol
  ORDER BY ts, price
  MEASURES FIRST(A.price) AS first_price, LAST(B.price) AS last_price, MATCH_ROWTIME(ts) AS t
  ONE ROW PER MATCH
  AFTER MATCH SKIP PAST LAST ROW
  PATTERN (A B+? C) WITHIN INTERVAL '1' HOUR
  DEFINE B AS B.price > A.price, C AS C.price < 10
) AS T;

SELECT * FROM ticker MATCH_RECOGNIZE (
  ORDER BY pt
  MEASURES A.price AS p, MATCH_PROCTIME() AS t
  PATTERN (A{2} B{1,3}?)
  DEFINE A AS A.price > 0
);

SELECT * FROM ticker MATCH_RECOGNIZE (
  ORDER BY ts
  MEASURES A.price AS p
  PATTERN ((A | B) C+)
  DEFINE A AS A.price > 0
);

SELECT * FROM unknown_table MATCH_RECOGNIZE (
  ORDER BY anything DESC
  MEASURES A.price AS p
  PATTERN (A B)
  DEFINE A AS A.price > 0
);

-- A view is translated only when a query reads it.
CREATE TEMPORARY VIEW v AS
SELECT * FROM ticker MATCH_RECOGNIZE (
  ORDER BY price
  MEASURES A.price AS p
  PATTERN (A B)
  DEFINE A AS A.price > 0
);

SELECT * FROM ticker MATCH_RECOGNIZE (
  ORDER BY ts
  MEASURES SUM(A.price) + SUM(B.price) AS total, FIRST(A.price) - LAST(B.price) AS diff
  PATTERN (A B)
  DEFINE B AS AVG(B.price) > A.price
) AS T;
