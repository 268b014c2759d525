LOAD MODULE hive;
CREATE TABLE payments (id BIGINT) WITH ('connector' = 'datagen');
SELECT * FROM payments;
