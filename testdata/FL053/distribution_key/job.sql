-- A bucket key of DISTRIBUTED BY may be neither dropped nor renamed
-- (SchemaReferencesManager.checkReferences).
CREATE TABLE t (a INT, b STRING, c STRING) DISTRIBUTED BY HASH(a) INTO 4 BUCKETS WITH ('connector' = 'kafka');
ALTER TABLE t DROP a; -- want "FL053" msg="The column `a` is used as a distribution key."
ALTER TABLE t RENAME a TO a2; -- want "FL053" msg="The column `a` is used as a distribution key."
ALTER TABLE t DROP c;
