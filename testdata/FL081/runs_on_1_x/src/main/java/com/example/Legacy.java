package com.example;

// On Flink 1.20 with no planned upgrade: the class is deprecated, not gone.
import org.apache.flink.streaming.connectors.kafka.FlinkKafkaConsumer;

public class Legacy {
    public static void main(String[] args) {}
}
