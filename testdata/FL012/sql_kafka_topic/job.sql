CREATE TABLE no_topic (id STRING) WITH ('connector' = 'kafka', 'properties.bootstrap.servers' = 'b:9092', 'format' = 'json');   -- want "FL012"
CREATE TABLE both_topics (id STRING) WITH ('connector' = 'kafka', 'properties.bootstrap.servers' = 'b:9092', 'format' = 'json', 'topic' = 'a', 'topic-pattern' = 'a.*');   -- want "FL012"
CREATE TABLE no_format (id STRING) WITH ('connector' = 'kafka', 'properties.bootstrap.servers' = 'b:9092', 'topic' = 'a');   -- want "FL012"
CREATE TABLE key_no_fields (id STRING) WITH ('connector' = 'kafka', 'properties.bootstrap.servers' = 'b:9092', 'topic' = 'a', 'value.format' = 'json', 'key.format' = 'raw');   -- want "FL012"
CREATE TABLE ok_table (id STRING) WITH ('connector' = 'kafka', 'properties.bootstrap.servers' = 'b:9092', 'topic' = 'a', 'value.format' = 'json', 'key.format' = 'raw', 'key.fields' = 'id');
INSERT INTO no_topic SELECT id FROM src;
INSERT INTO both_topics SELECT id FROM src;
INSERT INTO no_format SELECT id FROM src;
INSERT INTO key_no_fields SELECT id FROM src;
INSERT INTO ok_table SELECT id FROM src;
