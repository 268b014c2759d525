package com.example

import org.apache.flink.table.api.{EnvironmentSettings, TableEnvironment}

object AuditJob {
  def main(args: Array[String]): Unit = {
    val tEnv = TableEnvironment.create(EnvironmentSettings.inStreamingMode())
    tEnv.executeSql(
      """CREATE TABLE audit_out (id STRING) WITH (
        |  'connector' = 'kafka',
        |  'topic' = 'audit',
        |  'properties.bootstrap.servers' = 'kafka:9092',
        |  'format' = 'json',
        |  'sink.delivery-guarantee' = 'exactly-once' -- want "FL014" level=error
        |)""".stripMargin)
    tEnv.executeSql("INSERT INTO audit_out SELECT 'a'")
  }
}
