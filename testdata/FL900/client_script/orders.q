# A SQL-client test script: it's comments, directives and expected output are not SQL.
CREATE TABLE orders (id BIGINT, note STRING) WITH ('connector' = 'datagen');
[INFO] Execute statement succeeded, it's done.
!info

SELECT id FROM orders;
+----+
| id |
+----+
!ok

SELECT (id FROM orders;  -- want "FL900"
[ERROR] it's wrong
!error
