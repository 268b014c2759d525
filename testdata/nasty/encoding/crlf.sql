SELECT 1;
SELECT 2;
CREATE TABLE t (id INT WITH ('connector' = ;
