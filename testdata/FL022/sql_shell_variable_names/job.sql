-- An end-to-end test script: the harness fills in the table names from shell
-- variables and sets checkpointing in the cluster's config. The INSERT's
-- target is not known, so the sink is only declared here: no finding.
CREATE TABLE $TABLE1 (word STRING, cnt BIGINT) WITH (
  'connector' = 'filesystem',
  'path' = '$RESULT_DIR',
  'format' = 'csv',
  'sink.rolling-policy.rollover-interval' = '2 s'
);
CREATE TABLE words (word STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'words',
  'properties.bootstrap.servers' = 'localhost:9092',
  'properties.group.id' = 'e2e',
  'format' = 'json'
);
INSERT INTO $TABLE1 SELECT word, COUNT(*) FROM words GROUP BY word;
INSERT INTO $TABLE1 SELECT word, 1 FROM $TABLE2;
