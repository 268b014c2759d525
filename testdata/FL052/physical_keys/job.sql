-- Partition and bucket keys name physical columns, and a distribution has
-- at least one bucket (CatalogManager.resolveCatalogTable).
CREATE TABLE ok (a INT, b STRING, ts TIMESTAMP(3) METADATA, c AS UPPER(b))
PARTITIONED BY (a) WITH ('connector' = 'filesystem', 'path' = '/tmp/x', 'format' = 'json');
CREATE TABLE ok2 (a INT, b STRING) DISTRIBUTED BY HASH(a) INTO 4 BUCKETS WITH ('connector' = 'kafka');
CREATE TABLE p1 (a INT, b STRING, c AS UPPER(b))
PARTITIONED BY (c) WITH ('connector' = 'filesystem', 'path' = '/tmp/x', 'format' = 'json'); -- want "FL052" msg="Invalid partition key 'c'. A partition key must reference a physical column in the schema. Available columns are"
CREATE TABLE p2 (a INT, ts TIMESTAMP(3) METADATA)
PARTITIONED BY (ts) WITH ('connector' = 'filesystem', 'path' = '/tmp/x', 'format' = 'json'); -- want "FL052" msg="Invalid partition key 'ts'."
CREATE TABLE d1 (a INT, b STRING, c AS UPPER(b)) DISTRIBUTED BY (c) INTO 2 BUCKETS WITH ('connector' = 'kafka'); -- want "FL052" msg="Invalid bucket key 'c'. A bucket key for a distribution must reference a physical column in the schema. Available columns are"
CREATE TABLE d2 (a INT, b STRING) DISTRIBUTED BY (x) WITH ('connector' = 'kafka'); -- want "FL052" msg="Invalid bucket key 'x'."
CREATE TABLE d3 (a INT, b STRING) DISTRIBUTED INTO 0 BUCKETS WITH ('connector' = 'kafka'); -- want "FL052" msg="Invalid bucket count '0'. The number of buckets for a distributed table must be at least 1."
CREATE TABLE d4 (c INT) DISTRIBUTED BY (c) WITH ('connector' = 'kafka') LIKE ok2; -- want "FL052" msg="The base table already has a distribution defined. You might want to specify EXCLUDING DISTRIBUTION."
CREATE TABLE d5 (c INT) DISTRIBUTED BY (c) WITH ('connector' = 'kafka') LIKE ok2 (EXCLUDING DISTRIBUTION);
