-- case: the same join into an insert-only sink
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/JoinTest.scala, testJoinOutputUpsertKeyNotMatchSinkPk (message of TableSinkTest.testExceptionForAppendSink)
-- flink: rejects
-- message: Table sink 'default_catalog.default_database.sink' doesn't support consuming update
-- reason: updating-into-append-only

CREATE TABLE source_city (
  id VARCHAR,
  city_name VARCHAR,
  PRIMARY KEY (id) NOT ENFORCED
) WITH ('connector' = 'values', 'changelog-mode' = 'I,UA,D');

CREATE TABLE source_customer (
  customer_id VARCHAR,
  city_id VARCHAR,
  age INT,
  gender VARCHAR,
  update_time TIMESTAMP(3),
  PRIMARY KEY (customer_id) NOT ENFORCED
) WITH ('connector' = 'values', 'changelog-mode' = 'I,UA,D');

CREATE TABLE sink (
  city_id VARCHAR,
  city_name VARCHAR,
  customer_cnt BIGINT
) WITH ('connector' = 'values', 'sink-insert-only' = 'true');

-- rejected
INSERT INTO sink
SELECT t1.city_id, t2.city_name, t1.customer_cnt
FROM (SELECT city_id, COUNT(*) AS customer_cnt FROM source_customer GROUP BY city_id) t1
JOIN source_city t2 ON t1.city_id = t2.id;
