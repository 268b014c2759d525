CREATE TABLE s (id STRING) WITH ('connector'='filesystem','path'='s3://bucket/out','format'='json','auto-compaction'='true');
INSERT INTO s SELECT id FROM src;
