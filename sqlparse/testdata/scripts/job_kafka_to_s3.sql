-- A streaming job: Kafka in, filesystem (S3) out, with a lookup dimension.
-- flinklint:ignore FL001 (suppressions live in comments)
SET 'execution.runtime-mode' = 'streaming';
SET 'execution.checkpointing.interval' = '30 s';
SET 'table.exec.state.ttl' = '1 d';
SET 'pipeline.name' = 'orders-to-s3';

CREATE CATALOG glue WITH (
  'type' = 'hive',
  'hive-conf-dir' = '/etc/hive/conf'
);
USE CATALOG default_catalog;

CREATE TEMPORARY TABLE orders (
  order_id     BIGINT NOT NULL,
  customer_id  BIGINT,
  amount       DECIMAL(12, 2),
  currency     STRING,
  items        ARRAY<ROW<sku STRING, qty INT, price DECIMAL(10, 2)>>,
  attrs        MAP<STRING, STRING>,
  event_time   TIMESTAMP(3),
  proc_time    AS PROCTIME(),
  kafka_ts     TIMESTAMP_LTZ(3) METADATA FROM 'timestamp' VIRTUAL,
  `partition`  BIGINT METADATA VIRTUAL,
  WATERMARK FOR event_time AS event_time - INTERVAL '5' SECOND,
  PRIMARY KEY (order_id) NOT ENFORCED
) COMMENT 'orders from kafka' WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'b-1.msk:9092',
  'properties.group.id' = 'orders-to-s3',
  'scan.startup.mode' = 'earliest-offset',
  'format' = 'json',
  'json.ignore-parse-errors' = 'true'
);

CREATE TABLE customers (
  customer_id BIGINT,
  name        STRING,
  tier        STRING,
  PRIMARY KEY (customer_id) NOT ENFORCED
) WITH (
  'connector' = 'jdbc',
  'url' = 'jdbc:postgresql://db:5432/shop',
  'table-name' = 'customers',
  'lookup.cache' = 'PARTIAL',
  'lookup.partial-cache.max-rows' = '10000'
);

CREATE TABLE s3_sink (
  order_id    BIGINT,
  customer    STRING,
  tier        STRING,
  amount      DECIMAL(12, 2),
  dt          STRING,
  hr          STRING
) PARTITIONED BY (dt, hr) WITH (
  'connector' = 'filesystem',
  'path' = 's3://my-bucket/orders/',
  'format' = 'parquet',
  'sink.rolling-policy.file-size' = '128MB',
  'sink.partition-commit.trigger' = 'partition-time',
  'sink.partition-commit.policy.kind' = 'success-file',
  'auto-compaction' = 'true'
);

CREATE TABLE s3_sink_copy WITH ('path' = 's3://my-bucket/copy/') LIKE s3_sink (
  INCLUDING ALL
  OVERWRITING OPTIONS
);

ALTER TABLE s3_sink SET ('sink.parallelism' = '4');
ALTER TABLE s3_sink RESET ('sink.parallelism');

CREATE TEMPORARY VIEW enriched AS
SELECT o.order_id, c.name AS customer, c.tier, o.amount,
       DATE_FORMAT(o.event_time, 'yyyy-MM-dd') AS dt,
       DATE_FORMAT(o.event_time, 'HH') AS hr
FROM orders AS o
LEFT JOIN customers FOR SYSTEM_TIME AS OF o.proc_time AS c
  ON o.customer_id = c.customer_id;

CREATE TEMPORARY FUNCTION mask AS 'com.example.udf.Mask' LANGUAGE JAVA USING JAR 's3://my-bucket/udf.jar';

EXECUTE STATEMENT SET
BEGIN
INSERT INTO s3_sink /*+ OPTIONS('sink.parallelism' = '2') */
SELECT order_id, customer, tier, amount, dt, hr FROM enriched;
INSERT INTO s3_sink_copy
SELECT order_id, mask(customer), tier, amount, dt, hr FROM enriched WHERE amount > 100;
END;

/* Windowed aggregate into a print sink. */
CREATE TABLE print_sink (window_start TIMESTAMP(3), window_end TIMESTAMP(3), total DECIMAL(20, 2))
WITH ('connector' = 'print');

INSERT INTO print_sink
SELECT window_start, window_end, SUM(amount)
FROM TABLE(TUMBLE(TABLE orders, DESCRIPTOR(event_time), INTERVAL '1' MINUTES))
GROUP BY window_start, window_end;
