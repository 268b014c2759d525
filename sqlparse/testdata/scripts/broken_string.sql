CREATE TABLE ok1 (a INT) WITH ('connector' = 'datagen');
SET 'pipeline.name' = 'never closed;
SET 'x' = 'y';
