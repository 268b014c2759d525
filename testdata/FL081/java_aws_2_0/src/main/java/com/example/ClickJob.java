package com.example;

import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.filesystem.StreamingFileSink; // want "FL081" level=error msg="StreamingFileSink is not in Flink 2.0"
import org.apache.flink.streaming.api.functions.source.legacy.SourceFunction;
import org.apache.flink.streaming.connectors.kafka.FlinkKafkaConsumer; // want "FL081" level=error msg="Use KafkaSource"
import org.apache.flink.connector.kafka.source.KafkaSource;
import org.apache.flink.api.java.*;

public class ClickJob {
    public static void main(String[] args) throws Exception {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
        env.enableCheckpointing(60000);
        env.execute("clicks");
    }
}
