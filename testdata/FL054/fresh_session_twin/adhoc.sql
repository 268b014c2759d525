-- Not under jobs/: it may run in a session an init script set up, whose
-- tables flinklint does not see.
CREATE TABLE orders (id BIGINT, amount INT) WITH ('connector' = 'datagen');
DROP TABLE non_exist;
SELECT * FROM payments;
