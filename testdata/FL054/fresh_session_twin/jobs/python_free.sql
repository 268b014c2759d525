-- A fresh session with a catalog of its own: a Hive catalog's tables are
-- not seen, and a statement flinklint cannot read may create anything.
CREATE CATALOG hive WITH ('type' = 'hive', 'hive-conf-dir' = '/opt/hive');
SELECT * FROM hive.db.payments;
USE CATALOG hive;
SELECT * FROM payments;
