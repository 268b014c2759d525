-- Hive DDL with no dialect switch in the file: the Java job that runs it may
-- set the Hive dialect itself, so this is a note, not an error.
CREATE TABLE user_dim (user_name STRING, is_new BOOLEAN)
  PARTITIONED BY (dt STRING) TBLPROPERTIES ( -- want "FL900" level=note
    'streaming-source.enable' = 'true',
    'streaming-source.partition.include' = 'latest'
  );

CREATE TABLE raw_events (line STRING) STORED AS textfile; -- want "FL900" level=note

-- A Flink table whose WITH clause is broken is still a syntax error.
CREATE TABLE kafka_events (user_name STRING) WITH (
  'connector' = 'kafka'
  'topic' = 'events' -- want "FL900" level=warning
);

-- A word in a comment or a string is no Hive clause: TBLPROPERTIES
CREATE TABLE broken (a INT 'TBLPROPERTIES') WITH ('connector' = 'datagen'); -- want "FL900" level=warning
