package com.example

import org.apache.flink.table.api.{EnvironmentSettings, TableEnvironment}

object OrdersJob {
  private val Sink = "order_totals" // want "FL050" level=error msg="the query gives 2 columns"

  def main(args: Array[String]): Unit = {
    val tEnv = TableEnvironment.create(EnvironmentSettings.inStreamingMode())
    tEnv.executeSql(
      """CREATE TABLE orders (
        |  id BIGINT,
        |  customer STRING,
        |  amount DECIMAL(10, 2)
        |) WITH ('connector' = 'datagen')""".stripMargin)
    tEnv.executeSql(
      s"""CREATE TABLE $Sink (
         |  customer STRING,
         |  total DECIMAL(10, 2),
         |  orders BIGINT
         |) WITH ('connector' = 'print')""".stripMargin)
    tEnv.executeSql(
      s"""INSERT INTO $Sink
         |SELECT customer, SUM(amount)
         |FROM orders
         |GROUP BY customer""".stripMargin)
  }
}
