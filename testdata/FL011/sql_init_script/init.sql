CREATE CATALOG lake WITH ('type' = 'iceberg', 'catalog-type' = 'hive');
USE CATALOG lake;
