CREATE TABLE _sink (a INT) WITH (
  'connector' = '',
  'path' = 's3:///out',
   = 'v',
  'auto-compaction' = 
);
INSERT INTO . /*+ OPTIONS('sink.parallelism' = ) */ SELECT * FROM ;
SET 'k' = ;
;
