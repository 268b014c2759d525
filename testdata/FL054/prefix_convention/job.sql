-- The script declares its catalog's tables without WITH (their metadata
-- comes from a catalog it presumes) and reads others by that catalog's
-- naming convention: 't_order_product' is 'order_product' with a word put
-- before it, not a typo of it, so no did-you-mean and no finding.
CREATE TABLE order_product (id BIGINT, product_id BIGINT);
CREATE TABLE orders_sink (id BIGINT) WITH ('connector' = 'blackhole');
INSERT INTO orders_sink SELECT id FROM t_order_product;
INSERT INTO orders_sink SELECT id FROM order_product_v2;
-- A letter off is a typo still.
INSERT INTO orders_sink SELECT id FROM order_prodcut; -- want "FL054" msg="did you mean 'order_product'\?"
