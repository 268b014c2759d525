-- The parent lives in a catalog: its options are not known here.
CREATE TABLE dst WITH ('path' = 's3://bucket/out/') LIKE hive.db.template;
INSERT INTO dst SELECT id FROM src;
