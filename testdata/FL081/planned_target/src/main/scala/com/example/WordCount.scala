package com.example

import org.apache.flink.streaming.api.scala._ // want "FL081" level=warning msg="the Scala DataStream API is not in the planned Flink 2.0"

object WordCount {
  def main(args: Array[String]): Unit = {
    val env = StreamExecutionEnvironment.getExecutionEnvironment
    env.enableCheckpointing(10000)
    env.execute("words")
  }
}
