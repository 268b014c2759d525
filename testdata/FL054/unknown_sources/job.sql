-- Tables the job does not declare come from a session flinklint cannot see;
-- their columns, and those of table functions and UNNEST, are unknown.
CREATE TABLE orders (order_id BIGINT, tags ARRAY<STRING>) WITH ('connector' = 'datagen');
SELECT anything FROM topic_table;
SELECT o.order_id, t.tag, extra FROM orders AS o CROSS JOIN UNNEST(o.tags) AS t (tag);
SELECT order_id, word FROM orders, LATERAL TABLE(split_words(order_id)) AS w (word);
SELECT * FROM orders MATCH_RECOGNIZE (ORDER BY order_id MEASURES A.order_id AS x PATTERN (A) DEFINE A AS A.order_id > 0) AS m;
