"""Realistic multi-table PyFlink job used by the benchmarks."""
import argparse
import json
import logging
import os
import sys
from dataclasses import dataclass

from pyflink.common import Configuration
from pyflink.datastream import StreamExecutionEnvironment
from pyflink.table import EnvironmentSettings, StreamTableEnvironment

LOG = logging.getLogger(__name__)
APPLICATION_PROPERTIES_FILE_PATH = "/etc/flink/application_properties.json"
IS_LOCAL = bool(os.environ.get("IS_LOCAL"))


@dataclass
class JobConfig:
    bucket: str = "analytics-bucket"
    region: str = "ap-northeast-2"
    stream: str = "events"
    checkpoint_ms: int = 60000


def get_application_properties():
    if os.path.isfile(APPLICATION_PROPERTIES_FILE_PATH):
        with open(APPLICATION_PROPERTIES_FILE_PATH, "r") as file:
            contents = file.read()
            properties = json.loads(contents)
            return properties
    LOG.warning("A file at %s was not found", APPLICATION_PROPERTIES_FILE_PATH)
    return []


def property_map(props, property_group_id):
    for prop in props:
        if prop["PropertyGroupId"] == property_group_id:
            return prop["PropertyMap"]
    return {}


def create_source_table_0(table_name, stream_name, region, stream_initpos="LATEST"):
    # 소스 테이블 0: Kinesis 에서 읽는다
    return f"""CREATE TABLE {table_name} (
                ticker VARCHAR(6),
                price DOUBLE,
                event_time TIMESTAMP(3),
                WATERMARK FOR event_time AS event_time - INTERVAL '5' SECOND
              )
              PARTITIONED BY (ticker)
              WITH (
                'connector' = 'kinesis',
                'stream' = '{stream_name}',
                'aws.region' = '{region}',
                'scan.stream.initpos' = '{stream_initpos}',
                'format' = 'json',
                'json.timestamp-format.standard' = 'ISO-8601'
              ) """


def create_sink_table_0(table_name, bucket_name):
    return """CREATE TABLE {0} (
                ticker VARCHAR(6),
                price DOUBLE,
                event_time TIMESTAMP(3),
                dt STRING
              )
              PARTITIONED BY (dt)
              WITH (
                  'connector'='filesystem',
                  'path'='s3a://{1}/data/0/',
                  'format'='json',
                  'sink.partition-commit.policy.kind'='success-file',
                  'sink.partition-commit.delay' = '1 min',
                  'auto-compaction' = 'true'
              ) """.format(table_name, bucket_name)


def insert_0(t_env, source, sink):
    result = t_env.execute_sql(
        f"INSERT INTO {sink} SELECT ticker, price, event_time, DATE_FORMAT(event_time, 'yyyy-MM-dd') FROM {source}"
    )
    return result

def create_source_table_1(table_name, stream_name, region, stream_initpos="LATEST"):
    # 소스 테이블 1: Kinesis 에서 읽는다
    return f"""CREATE TABLE {table_name} (
                ticker VARCHAR(6),
                price DOUBLE,
                event_time TIMESTAMP(3),
                WATERMARK FOR event_time AS event_time - INTERVAL '5' SECOND
              )
              PARTITIONED BY (ticker)
              WITH (
                'connector' = 'kinesis',
                'stream' = '{stream_name}',
                'aws.region' = '{region}',
                'scan.stream.initpos' = '{stream_initpos}',
                'format' = 'json',
                'json.timestamp-format.standard' = 'ISO-8601'
              ) """


def create_sink_table_1(table_name, bucket_name):
    return """CREATE TABLE {0} (
                ticker VARCHAR(6),
                price DOUBLE,
                event_time TIMESTAMP(3),
                dt STRING
              )
              PARTITIONED BY (dt)
              WITH (
                  'connector'='filesystem',
                  'path'='s3a://{1}/data/1/',
                  'format'='json',
                  'sink.partition-commit.policy.kind'='success-file',
                  'sink.partition-commit.delay' = '1 min',
                  'auto-compaction' = 'true'
              ) """.format(table_name, bucket_name)


def insert_1(t_env, source, sink):
    result = t_env.execute_sql(
        f"INSERT INTO {sink} SELECT ticker, price, event_time, DATE_FORMAT(event_time, 'yyyy-MM-dd') FROM {source}"
    )
    return result

def create_source_table_2(table_name, stream_name, region, stream_initpos="LATEST"):
    # 소스 테이블 2: Kinesis 에서 읽는다
    return f"""CREATE TABLE {table_name} (
                ticker VARCHAR(6),
                price DOUBLE,
                event_time TIMESTAMP(3),
                WATERMARK FOR event_time AS event_time - INTERVAL '5' SECOND
              )
              PARTITIONED BY (ticker)
              WITH (
                'connector' = 'kinesis',
                'stream' = '{stream_name}',
                'aws.region' = '{region}',
                'scan.stream.initpos' = '{stream_initpos}',
                'format' = 'json',
                'json.timestamp-format.standard' = 'ISO-8601'
              ) """


def create_sink_table_2(table_name, bucket_name):
    return """CREATE TABLE {0} (
                ticker VARCHAR(6),
                price DOUBLE,
                event_time TIMESTAMP(3),
                dt STRING
              )
              PARTITIONED BY (dt)
              WITH (
                  'connector'='filesystem',
                  'path'='s3a://{1}/data/2/',
                  'format'='json',
                  'sink.partition-commit.policy.kind'='success-file',
                  'sink.partition-commit.delay' = '1 min',
                  'auto-compaction' = 'true'
              ) """.format(table_name, bucket_name)


def insert_2(t_env, source, sink):
    result = t_env.execute_sql(
        f"INSERT INTO {sink} SELECT ticker, price, event_time, DATE_FORMAT(event_time, 'yyyy-MM-dd') FROM {source}"
    )
    return result

def create_source_table_3(table_name, stream_name, region, stream_initpos="LATEST"):
    # 소스 테이블 3: Kinesis 에서 읽는다
    return f"""CREATE TABLE {table_name} (
                ticker VARCHAR(6),
                price DOUBLE,
                event_time TIMESTAMP(3),
                WATERMARK FOR event_time AS event_time - INTERVAL '5' SECOND
              )
              PARTITIONED BY (ticker)
              WITH (
                'connector' = 'kinesis',
                'stream' = '{stream_name}',
                'aws.region' = '{region}',
                'scan.stream.initpos' = '{stream_initpos}',
                'format' = 'json',
                'json.timestamp-format.standard' = 'ISO-8601'
              ) """


def create_sink_table_3(table_name, bucket_name):
    return """CREATE TABLE {0} (
                ticker VARCHAR(6),
                price DOUBLE,
                event_time TIMESTAMP(3),
                dt STRING
              )
              PARTITIONED BY (dt)
              WITH (
                  'connector'='filesystem',
                  'path'='s3a://{1}/data/3/',
                  'format'='json',
                  'sink.partition-commit.policy.kind'='success-file',
                  'sink.partition-commit.delay' = '1 min',
                  'auto-compaction' = 'true'
              ) """.format(table_name, bucket_name)


def insert_3(t_env, source, sink):
    result = t_env.execute_sql(
        f"INSERT INTO {sink} SELECT ticker, price, event_time, DATE_FORMAT(event_time, 'yyyy-MM-dd') FROM {source}"
    )
    return result

def create_source_table_4(table_name, stream_name, region, stream_initpos="LATEST"):
    # 소스 테이블 4: Kinesis 에서 읽는다
    return f"""CREATE TABLE {table_name} (
                ticker VARCHAR(6),
                price DOUBLE,
                event_time TIMESTAMP(3),
                WATERMARK FOR event_time AS event_time - INTERVAL '5' SECOND
              )
              PARTITIONED BY (ticker)
              WITH (
                'connector' = 'kinesis',
                'stream' = '{stream_name}',
                'aws.region' = '{region}',
                'scan.stream.initpos' = '{stream_initpos}',
                'format' = 'json',
                'json.timestamp-format.standard' = 'ISO-8601'
              ) """


def create_sink_table_4(table_name, bucket_name):
    return """CREATE TABLE {0} (
                ticker VARCHAR(6),
                price DOUBLE,
                event_time TIMESTAMP(3),
                dt STRING
              )
              PARTITIONED BY (dt)
              WITH (
                  'connector'='filesystem',
                  'path'='s3a://{1}/data/4/',
                  'format'='json',
                  'sink.partition-commit.policy.kind'='success-file',
                  'sink.partition-commit.delay' = '1 min',
                  'auto-compaction' = 'true'
              ) """.format(table_name, bucket_name)


def insert_4(t_env, source, sink):
    result = t_env.execute_sql(
        f"INSERT INTO {sink} SELECT ticker, price, event_time, DATE_FORMAT(event_time, 'yyyy-MM-dd') FROM {source}"
    )
    return result

def create_source_table_5(table_name, stream_name, region, stream_initpos="LATEST"):
    # 소스 테이블 5: Kinesis 에서 읽는다
    return f"""CREATE TABLE {table_name} (
                ticker VARCHAR(6),
                price DOUBLE,
                event_time TIMESTAMP(3),
                WATERMARK FOR event_time AS event_time - INTERVAL '5' SECOND
              )
              PARTITIONED BY (ticker)
              WITH (
                'connector' = 'kinesis',
                'stream' = '{stream_name}',
                'aws.region' = '{region}',
                'scan.stream.initpos' = '{stream_initpos}',
                'format' = 'json',
                'json.timestamp-format.standard' = 'ISO-8601'
              ) """


def create_sink_table_5(table_name, bucket_name):
    return """CREATE TABLE {0} (
                ticker VARCHAR(6),
                price DOUBLE,
                event_time TIMESTAMP(3),
                dt STRING
              )
              PARTITIONED BY (dt)
              WITH (
                  'connector'='filesystem',
                  'path'='s3a://{1}/data/5/',
                  'format'='json',
                  'sink.partition-commit.policy.kind'='success-file',
                  'sink.partition-commit.delay' = '1 min',
                  'auto-compaction' = 'true'
              ) """.format(table_name, bucket_name)


def insert_5(t_env, source, sink):
    result = t_env.execute_sql(
        f"INSERT INTO {sink} SELECT ticker, price, event_time, DATE_FORMAT(event_time, 'yyyy-MM-dd') FROM {source}"
    )
    return result

def create_source_table_6(table_name, stream_name, region, stream_initpos="LATEST"):
    # 소스 테이블 6: Kinesis 에서 읽는다
    return f"""CREATE TABLE {table_name} (
                ticker VARCHAR(6),
                price DOUBLE,
                event_time TIMESTAMP(3),
                WATERMARK FOR event_time AS event_time - INTERVAL '5' SECOND
              )
              PARTITIONED BY (ticker)
              WITH (
                'connector' = 'kinesis',
                'stream' = '{stream_name}',
                'aws.region' = '{region}',
                'scan.stream.initpos' = '{stream_initpos}',
                'format' = 'json',
                'json.timestamp-format.standard' = 'ISO-8601'
              ) """


def create_sink_table_6(table_name, bucket_name):
    return """CREATE TABLE {0} (
                ticker VARCHAR(6),
                price DOUBLE,
                event_time TIMESTAMP(3),
                dt STRING
              )
              PARTITIONED BY (dt)
              WITH (
                  'connector'='filesystem',
                  'path'='s3a://{1}/data/6/',
                  'format'='json',
                  'sink.partition-commit.policy.kind'='success-file',
                  'sink.partition-commit.delay' = '1 min',
                  'auto-compaction' = 'true'
              ) """.format(table_name, bucket_name)


def insert_6(t_env, source, sink):
    result = t_env.execute_sql(
        f"INSERT INTO {sink} SELECT ticker, price, event_time, DATE_FORMAT(event_time, 'yyyy-MM-dd') FROM {source}"
    )
    return result

def create_source_table_7(table_name, stream_name, region, stream_initpos="LATEST"):
    # 소스 테이블 7: Kinesis 에서 읽는다
    return f"""CREATE TABLE {table_name} (
                ticker VARCHAR(6),
                price DOUBLE,
                event_time TIMESTAMP(3),
                WATERMARK FOR event_time AS event_time - INTERVAL '5' SECOND
              )
              PARTITIONED BY (ticker)
              WITH (
                'connector' = 'kinesis',
                'stream' = '{stream_name}',
                'aws.region' = '{region}',
                'scan.stream.initpos' = '{stream_initpos}',
                'format' = 'json',
                'json.timestamp-format.standard' = 'ISO-8601'
              ) """


def create_sink_table_7(table_name, bucket_name):
    return """CREATE TABLE {0} (
                ticker VARCHAR(6),
                price DOUBLE,
                event_time TIMESTAMP(3),
                dt STRING
              )
              PARTITIONED BY (dt)
              WITH (
                  'connector'='filesystem',
                  'path'='s3a://{1}/data/7/',
                  'format'='json',
                  'sink.partition-commit.policy.kind'='success-file',
                  'sink.partition-commit.delay' = '1 min',
                  'auto-compaction' = 'true'
              ) """.format(table_name, bucket_name)


def insert_7(t_env, source, sink):
    result = t_env.execute_sql(
        f"INSERT INTO {sink} SELECT ticker, price, event_time, DATE_FORMAT(event_time, 'yyyy-MM-dd') FROM {source}"
    )
    return result

def create_source_table_8(table_name, stream_name, region, stream_initpos="LATEST"):
    # 소스 테이블 8: Kinesis 에서 읽는다
    return f"""CREATE TABLE {table_name} (
                ticker VARCHAR(6),
                price DOUBLE,
                event_time TIMESTAMP(3),
                WATERMARK FOR event_time AS event_time - INTERVAL '5' SECOND
              )
              PARTITIONED BY (ticker)
              WITH (
                'connector' = 'kinesis',
                'stream' = '{stream_name}',
                'aws.region' = '{region}',
                'scan.stream.initpos' = '{stream_initpos}',
                'format' = 'json',
                'json.timestamp-format.standard' = 'ISO-8601'
              ) """


def create_sink_table_8(table_name, bucket_name):
    return """CREATE TABLE {0} (
                ticker VARCHAR(6),
                price DOUBLE,
                event_time TIMESTAMP(3),
                dt STRING
              )
              PARTITIONED BY (dt)
              WITH (
                  'connector'='filesystem',
                  'path'='s3a://{1}/data/8/',
                  'format'='json',
                  'sink.partition-commit.policy.kind'='success-file',
                  'sink.partition-commit.delay' = '1 min',
                  'auto-compaction' = 'true'
              ) """.format(table_name, bucket_name)


def insert_8(t_env, source, sink):
    result = t_env.execute_sql(
        f"INSERT INTO {sink} SELECT ticker, price, event_time, DATE_FORMAT(event_time, 'yyyy-MM-dd') FROM {source}"
    )
    return result

def create_source_table_9(table_name, stream_name, region, stream_initpos="LATEST"):
    # 소스 테이블 9: Kinesis 에서 읽는다
    return f"""CREATE TABLE {table_name} (
                ticker VARCHAR(6),
                price DOUBLE,
                event_time TIMESTAMP(3),
                WATERMARK FOR event_time AS event_time - INTERVAL '5' SECOND
              )
              PARTITIONED BY (ticker)
              WITH (
                'connector' = 'kinesis',
                'stream' = '{stream_name}',
                'aws.region' = '{region}',
                'scan.stream.initpos' = '{stream_initpos}',
                'format' = 'json',
                'json.timestamp-format.standard' = 'ISO-8601'
              ) """


def create_sink_table_9(table_name, bucket_name):
    return """CREATE TABLE {0} (
                ticker VARCHAR(6),
                price DOUBLE,
                event_time TIMESTAMP(3),
                dt STRING
              )
              PARTITIONED BY (dt)
              WITH (
                  'connector'='filesystem',
                  'path'='s3a://{1}/data/9/',
                  'format'='json',
                  'sink.partition-commit.policy.kind'='success-file',
                  'sink.partition-commit.delay' = '1 min',
                  'auto-compaction' = 'true'
              ) """.format(table_name, bucket_name)


def insert_9(t_env, source, sink):
    result = t_env.execute_sql(
        f"INSERT INTO {sink} SELECT ticker, price, event_time, DATE_FORMAT(event_time, 'yyyy-MM-dd') FROM {source}"
    )
    return result

def create_source_table_10(table_name, stream_name, region, stream_initpos="LATEST"):
    # 소스 테이블 10: Kinesis 에서 읽는다
    return f"""CREATE TABLE {table_name} (
                ticker VARCHAR(6),
                price DOUBLE,
                event_time TIMESTAMP(3),
                WATERMARK FOR event_time AS event_time - INTERVAL '5' SECOND
              )
              PARTITIONED BY (ticker)
              WITH (
                'connector' = 'kinesis',
                'stream' = '{stream_name}',
                'aws.region' = '{region}',
                'scan.stream.initpos' = '{stream_initpos}',
                'format' = 'json',
                'json.timestamp-format.standard' = 'ISO-8601'
              ) """


def create_sink_table_10(table_name, bucket_name):
    return """CREATE TABLE {0} (
                ticker VARCHAR(6),
                price DOUBLE,
                event_time TIMESTAMP(3),
                dt STRING
              )
              PARTITIONED BY (dt)
              WITH (
                  'connector'='filesystem',
                  'path'='s3a://{1}/data/10/',
                  'format'='json',
                  'sink.partition-commit.policy.kind'='success-file',
                  'sink.partition-commit.delay' = '1 min',
                  'auto-compaction' = 'true'
              ) """.format(table_name, bucket_name)


def insert_10(t_env, source, sink):
    result = t_env.execute_sql(
        f"INSERT INTO {sink} SELECT ticker, price, event_time, DATE_FORMAT(event_time, 'yyyy-MM-dd') FROM {source}"
    )
    return result

def create_source_table_11(table_name, stream_name, region, stream_initpos="LATEST"):
    # 소스 테이블 11: Kinesis 에서 읽는다
    return f"""CREATE TABLE {table_name} (
                ticker VARCHAR(6),
                price DOUBLE,
                event_time TIMESTAMP(3),
                WATERMARK FOR event_time AS event_time - INTERVAL '5' SECOND
              )
              PARTITIONED BY (ticker)
              WITH (
                'connector' = 'kinesis',
                'stream' = '{stream_name}',
                'aws.region' = '{region}',
                'scan.stream.initpos' = '{stream_initpos}',
                'format' = 'json',
                'json.timestamp-format.standard' = 'ISO-8601'
              ) """


def create_sink_table_11(table_name, bucket_name):
    return """CREATE TABLE {0} (
                ticker VARCHAR(6),
                price DOUBLE,
                event_time TIMESTAMP(3),
                dt STRING
              )
              PARTITIONED BY (dt)
              WITH (
                  'connector'='filesystem',
                  'path'='s3a://{1}/data/11/',
                  'format'='json',
                  'sink.partition-commit.policy.kind'='success-file',
                  'sink.partition-commit.delay' = '1 min',
                  'auto-compaction' = 'true'
              ) """.format(table_name, bucket_name)


def insert_11(t_env, source, sink):
    result = t_env.execute_sql(
        f"INSERT INTO {sink} SELECT ticker, price, event_time, DATE_FORMAT(event_time, 'yyyy-MM-dd') FROM {source}"
    )
    return result


def main():
    cfg = JobConfig()
    props = get_application_properties()
    consumer = property_map(props, "consumer.config.0")
    env = StreamExecutionEnvironment.get_execution_environment()
    env.enable_checkpointing(cfg.checkpoint_ms)
    env_settings = EnvironmentSettings.in_streaming_mode()
    t_env = StreamTableEnvironment.create(env, environment_settings=env_settings)
    t_env.get_config().set("pipeline.name", "stock-json-writer")
    if IS_LOCAL:
        t_env.get_config().set("pipeline.jars", "file:///" + os.getcwd() + "/lib/connector.jar")
    stream = consumer.get("input.stream.name", cfg.stream)
    t_env.execute_sql(create_source_table_0("src_0", stream, cfg.region))
    t_env.execute_sql(create_sink_table_0("sink_0", cfg.bucket))
    insert_0(t_env, "src_0", "sink_0")
    t_env.execute_sql(create_source_table_1("src_1", stream, cfg.region))
    t_env.execute_sql(create_sink_table_1("sink_1", cfg.bucket))
    insert_1(t_env, "src_1", "sink_1")
    t_env.execute_sql(create_source_table_2("src_2", stream, cfg.region))
    t_env.execute_sql(create_sink_table_2("sink_2", cfg.bucket))
    insert_2(t_env, "src_2", "sink_2")
    t_env.execute_sql(create_source_table_3("src_3", stream, cfg.region))
    t_env.execute_sql(create_sink_table_3("sink_3", cfg.bucket))
    insert_3(t_env, "src_3", "sink_3")
    t_env.execute_sql(create_source_table_4("src_4", stream, cfg.region))
    t_env.execute_sql(create_sink_table_4("sink_4", cfg.bucket))
    insert_4(t_env, "src_4", "sink_4")
    t_env.execute_sql(create_source_table_5("src_5", stream, cfg.region))
    t_env.execute_sql(create_sink_table_5("sink_5", cfg.bucket))
    insert_5(t_env, "src_5", "sink_5")
    t_env.execute_sql(create_source_table_6("src_6", stream, cfg.region))
    t_env.execute_sql(create_sink_table_6("sink_6", cfg.bucket))
    insert_6(t_env, "src_6", "sink_6")
    t_env.execute_sql(create_source_table_7("src_7", stream, cfg.region))
    t_env.execute_sql(create_sink_table_7("sink_7", cfg.bucket))
    insert_7(t_env, "src_7", "sink_7")
    t_env.execute_sql(create_source_table_8("src_8", stream, cfg.region))
    t_env.execute_sql(create_sink_table_8("sink_8", cfg.bucket))
    insert_8(t_env, "src_8", "sink_8")
    t_env.execute_sql(create_source_table_9("src_9", stream, cfg.region))
    t_env.execute_sql(create_sink_table_9("sink_9", cfg.bucket))
    insert_9(t_env, "src_9", "sink_9")
    t_env.execute_sql(create_source_table_10("src_10", stream, cfg.region))
    t_env.execute_sql(create_sink_table_10("sink_10", cfg.bucket))
    insert_10(t_env, "src_10", "sink_10")
    t_env.execute_sql(create_source_table_11("src_11", stream, cfg.region))
    t_env.execute_sql(create_sink_table_11("sink_11", cfg.bucket))
    insert_11(t_env, "src_11", "sink_11")


if __name__ == "__main__":
    main()
