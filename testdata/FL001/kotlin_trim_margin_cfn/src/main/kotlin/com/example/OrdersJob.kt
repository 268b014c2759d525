package com.example

import com.example.sql.Paths
import org.apache.flink.table.api.EnvironmentSettings
import org.apache.flink.table.api.TableEnvironment

object OrdersJob {
    private const val SINK = "daily_orders"

    private val sinkDdl = """
        |CREATE TABLE $SINK (
        |    order_id STRING,
        |    amount DECIMAL(10, 2)
        |) WITH (
        |    'connector' = 'filesystem',
        |    'path' = '${Paths.SINK_PATH}',
        |    'format' = 'parquet',
        |    'auto-compaction' = 'true' -- want "FL001" level=error msg="raises its parallelism"
        |)
        """.trimMargin()

    @JvmStatic
    fun main(args: Array<String>) {
        val tEnv = TableEnvironment.create(EnvironmentSettings.inStreamingMode())
        tEnv.executeSql(sinkDdl)
        tEnv.executeSql("INSERT INTO $SINK SELECT order_id, amount FROM orders")
    }
}
