-- A test script of the repository's integration tests: 'test-sink' is a
-- factory of the test harness, not of a Flink release.
CREATE TABLE src (a INT) WITH ('connector' = 'values', 'changelog-mode' = 'I');
CREATE TABLE out_t (a INT) WITH ('connector' = 'test-sink');  -- want "FL011" level=note msg="in a test script it is likely a test connector the test harness registers"
INSERT INTO out_t SELECT a FROM src;
