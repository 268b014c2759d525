-- After Flink's CatalogTableITCase.testDropViewSameNameWithTable: the job
-- declares t1 as a table, so DROP VIEW t1 finds no view, whatever another
-- script of the project declares.
CREATE TABLE t1 (a BIGINT, b BIGINT) WITH ('connector' = 'datagen');
DROP VIEW t1; -- want "FL054" msg="View with identifier 'default_catalog.default_database.t1' does not exist."
DROP TABLE t1;
