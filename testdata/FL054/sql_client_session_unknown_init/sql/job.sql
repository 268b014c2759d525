-- Run as sql-client.sh -i $INIT_SQL -f job.sql: the init script is not
-- known, so a table this script does not declare may be there.
CREATE TABLE orders (order_id BIGINT, customer STRING) WITH ('connector' = 'datagen');
SELECT * FROM ordrs;
