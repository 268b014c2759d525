CREATE TABLE ticker (
  symbol STRING,
  price  INT,
  ts     TIMESTAMP(3),
  ltz    TIMESTAMP_LTZ(3),
  pt AS PROCTIME(),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen');

CREATE TABLE ticker_ltz (symbol STRING, price INT, ltz TIMESTAMP_LTZ(3), WATERMARK FOR ltz AS ltz) WITH ('connector' = 'datagen');

SELECT * FROM ticker MATCH_RECOGNIZE (
  PARTITION BY symbol
  MEASURES A.price AS p
  PATTERN (A B) -- want "FL073" col=11 msg="You must specify either rowtime or proctime for order by."
  DEFINE A AS A.price > 0
) AS T;

SELECT * FROM ticker MATCH_RECOGNIZE (
  ORDER BY price, ts -- want "FL073" col=12 msg="as the first one: column 'price' is INT"
  MEASURES A.price AS p
  PATTERN (A B)
  DEFINE A AS A.price > 0
) AS T;

SELECT * FROM ticker MATCH_RECOGNIZE (
  ORDER BY pt DESC -- want "FL073" col=12 msg="must be ascending on time"
  MEASURES A.price AS p
  PATTERN (A B)
  DEFINE A AS A.price > 0
) AS T;

SELECT * FROM ticker MATCH_RECOGNIZE (
  ORDER BY ts
  MEASURES A.price AS p
  PATTERN (A B+) -- want "FL073" col=14 msg="Greedy quantifiers are not allowed as the last element of a Pattern yet: 'B' is the last"
  DEFINE A AS A.price > 0
) AS T;

SELECT * FROM ticker MATCH_RECOGNIZE (
  ORDER BY ts
  MEASURES A.price AS p
  PATTERN (A* B?) -- want "FL073" col=11 msg="Patterns that can produce empty matches are not supported"
  DEFINE A AS A.price > 0
) AS T;

SELECT * FROM ticker MATCH_RECOGNIZE (
  ORDER BY ts
  MEASURES A.price AS p
  ALL ROWS PER MATCH
  PATTERN (A B) -- want "FL073" col=11 msg="All rows per match mode is not supported yet."
  DEFINE A AS A.price > 0
) AS T;

SELECT * FROM ticker MATCH_RECOGNIZE (
  ORDER BY ts
  MEASURES MATCH_ROWTIME(price) AS t -- want "FL073" col=26 msg="requires argument to be a row time attribute type, but 'price' is 'INT'"
  PATTERN (A B)
  DEFINE A AS A.price > 0
) AS T;

SELECT * FROM ticker MATCH_RECOGNIZE (
  ORDER BY ts
  MEASURES MATCH_ROWTIME(ts, price) AS t -- want "FL073" col=12 msg="Invalid number of arguments to function 'MATCH_ROWTIME'"
  PATTERN (A B)
  DEFINE A AS A.price > 0
) AS T;

SELECT * FROM ticker_ltz MATCH_RECOGNIZE (
  ORDER BY ltz
  MEASURES MATCH_ROWTIME() AS t -- want "FL073" col=12 msg="pass 'ltz' as the argument of MATCH_ROWTIME"
  PATTERN (A B)
  DEFINE A AS A.price > 0
) AS T;

SELECT MATCH_PROCTIME() FROM ticker; -- want "FL073" col=8 msg="MATCH_PROCTIME may be called only in the MEASURES clause"

SELECT * FROM ticker MATCH_RECOGNIZE (
  ORDER BY ts
  MEASURES SUM(A.price + B.price) AS total -- want "FL073" col=12 msg="Aggregation must be applied to a single pattern variable, but SUM reads A and B."
  PATTERN (A B)
  DEFINE A AS A.price > 0
) AS T;

SELECT * FROM ticker MATCH_RECOGNIZE (
  ORDER BY ts
  MEASURES COUNT(DISTINCT A.price) AS n -- want "FL073" col=12 msg="COUNT\(DISTINCT ...\) is not supported in MATCH_RECOGNIZE"
  PATTERN (A B)
  DEFINE A AS A.price > 0
) AS T;
