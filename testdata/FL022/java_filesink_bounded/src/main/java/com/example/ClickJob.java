package com.example;

import org.apache.flink.api.common.serialization.SimpleStringEncoder;
import org.apache.flink.connector.file.sink.FileSink;
import org.apache.flink.core.fs.Path;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;

// A bounded input: the sink commits its files at the end of input.
public class ClickJob {
    public static void main(String[] args) throws Exception {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
        env.fromSequence(1, 1000)
                .map(String::valueOf)
                .sinkTo(FileSink.forRowFormat(new Path("s3://bucket/n/"), new SimpleStringEncoder<String>()).build());
        env.execute("n");
    }
}
