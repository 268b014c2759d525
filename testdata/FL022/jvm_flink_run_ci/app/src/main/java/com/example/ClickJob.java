package com.example;

import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.serialization.SimpleStringEncoder;
import org.apache.flink.api.common.serialization.SimpleStringSchema;
import org.apache.flink.connector.file.sink.FileSink;
import org.apache.flink.connector.kafka.source.KafkaSource;
import org.apache.flink.core.fs.Path;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;

public class ClickJob {
    public static void main(String[] args) throws Exception {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
        KafkaSource<String> source = KafkaSource.<String>builder()
                .setBootstrapServers("kafka:9092")
                .setTopics("clicks")
                .setValueOnlyDeserializer(new SimpleStringSchema())
                .build();
        FileSink<String> sink = FileSink // want "FL022" level=error
                .forRowFormat(new Path("s3://bucket/clicks/"), new SimpleStringEncoder<String>("UTF-8"))
                .build();
        env.fromSource(source, WatermarkStrategy.noWatermarks(), "clicks").sinkTo(sink);
        env.execute("clicks");
    }
}
