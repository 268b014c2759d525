package com.example

import org.apache.flink.table.api.{EnvironmentSettings, TableEnvironment}

object ReplayJob {
  private val Bucket = "s3://orders-replay"

  def main(args: Array[String]): Unit = {
    val tEnv = TableEnvironment.create(EnvironmentSettings.inStreamingMode())
    tEnv.executeSql(
      s"""CREATE TABLE archive (
         |  order_id STRING,
         |  amount DOUBLE
         |) WITH (
         |  'connector' = 'filesystem',
         |  'path' = '$Bucket/daily/',
         |  'format' = 'parquet',
         |  'auto-compaction' = 'true' -- want "FL001" level=warning msg="no deployment config is linked"
         |)""".stripMargin)
    tEnv.executeSql("INSERT INTO archive SELECT order_id, amount FROM orders")
  }
}
