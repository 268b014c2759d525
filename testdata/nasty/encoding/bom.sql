SELECT 1;
CREATE TABLE t (id INT WITH ('connector' = ;
