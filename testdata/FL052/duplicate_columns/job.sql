CREATE TABLE a (id BIGINT, name STRING, id INT) WITH ('connector' = 'datagen'); -- want "FL052" col=41 msg="A regular Column named 'id' already exists in the table."
CREATE TABLE b (id BIGINT, doubled AS id * 2, id2 AS id + 1, doubled INT) WITH ('connector' = 'datagen'); -- want "FL052" col=28 msg="Duplicate columns exist in the compute column and regular column."
CREATE TABLE c (ts TIMESTAMP_LTZ(3) METADATA FROM 'timestamp', ts TIMESTAMP(3)) WITH ('connector' = 'kafka', 'topic' = 't', 'properties.bootstrap.servers' = 'k:9092', 'format' = 'json'); -- want "FL052" col=17 msg="Duplicate columns exist in the metadata column and regular column."

-- One name each.
CREATE TABLE d (id BIGINT, doubled AS id * 2, ts TIMESTAMP_LTZ(3) METADATA FROM 'timestamp') WITH ('connector' = 'kafka', 'topic' = 't', 'properties.bootstrap.servers' = 'k:9092', 'format' = 'json');
