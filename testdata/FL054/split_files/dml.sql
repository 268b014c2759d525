-- Run after ddl.sql in the same session: orders_enrich is not a typo of a table this file declares.
CREATE TABLE audit (order_id BIGINT) WITH ('connector' = 'blackhole');
INSERT INTO audit SELECT order_id FROM orders_enriched;
