package com.example

import org.apache.flink.api.common.eventtime.WatermarkStrategy
import org.apache.flink.api.common.serialization.SimpleStringEncoder
import org.apache.flink.api.common.serialization.SimpleStringSchema
import org.apache.flink.connector.file.sink.FileSink
import org.apache.flink.connector.kafka.source.KafkaSource
import org.apache.flink.core.fs.Path
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment

class ClickJob {
    companion object {
        @JvmStatic
        fun main(args: Array<String>) {
            val env = StreamExecutionEnvironment.getExecutionEnvironment()
            val source = KafkaSource.builder<String>()
                .setBootstrapServers("kafka:9092")
                .setTopics("clicks")
                .setValueOnlyDeserializer(SimpleStringSchema())
                .build()
            val sink = FileSink // want "FL022" level=error
                .forRowFormat(Path("s3://bucket/clicks/"), SimpleStringEncoder<String>("UTF-8"))
                .build()
            env.fromSource(source, WatermarkStrategy.noWatermarks(), "clicks").sinkTo(sink)
            env.execute("clicks")
        }
    }
}
