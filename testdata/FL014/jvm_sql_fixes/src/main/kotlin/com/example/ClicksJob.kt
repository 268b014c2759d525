package com.example

import org.apache.flink.table.api.EnvironmentSettings
import org.apache.flink.table.api.TableEnvironment

fun main() {
    val tEnv = TableEnvironment.create(EnvironmentSettings.inStreamingMode())
    tEnv.executeSql(
        """
        CREATE TABLE clicks_out (id STRING) WITH (
          'connector' = 'kafka',
          'topic' = 'clicks',
          'properties.bootstrap.servers' = 'kafka:9092',
          'format' = 'json',
          'sink.delivery-guarantee' = 'exactly-once' -- want "FL014" level=error
        )
        """.trimIndent()
    )
    tEnv.executeSql("INSERT INTO clicks_out SELECT 'a'")
}
