package com.example;

import org.apache.flink.api.common.serialization.SimpleStringSchema;
import org.apache.flink.connector.base.DeliveryGuarantee;
import org.apache.flink.connector.kafka.sink.KafkaRecordSerializationSchema;
import org.apache.flink.connector.kafka.sink.KafkaSink;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;

public class OrdersJob {
    static KafkaSink<String> exactlyOnce(String topic) {
        return KafkaSink.<String>builder()
                .setBootstrapServers("kafka:9092")
                .setRecordSerializer(KafkaRecordSerializationSchema.builder()
                        .setTopic(topic)
                        .setValueSerializationSchema(new SimpleStringSchema())
                        .build())
                .setDeliveryGuarantee(DeliveryGuarantee.EXACTLY_ONCE) // want "FL014" level=warning msg="no setTransactionalIdPrefix"
                .build();
    }

    static KafkaSink<String> withPrefix(String topic) {
        return KafkaSink.<String>builder()
                .setBootstrapServers("kafka:9092")
                .setDeliveryGuarantee(DeliveryGuarantee.EXACTLY_ONCE)
                .setTransactionalIdPrefix("orders-" + topic)
                .build();
    }

    static KafkaSink<String> atLeastOnce() {
        return KafkaSink.<String>builder()
                .setBootstrapServers("kafka:9092")
                .setDeliveryGuarantee(DeliveryGuarantee.EXACTLY_ONCE)
                .setDeliveryGuarantee(DeliveryGuarantee.AT_LEAST_ONCE)
                .build();
    }

    static KafkaSink<String> assembledInSteps(boolean prefixed) {
        var builder = KafkaSink.<String>builder().setDeliveryGuarantee(DeliveryGuarantee.EXACTLY_ONCE);
        if (prefixed) {
            builder = builder.setTransactionalIdPrefix("orders");
        }
        return builder.build();
    }

    public static void main(String[] args) throws Exception {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
        env.enableCheckpointing(60_000);
        env.fromElements("a").sinkTo(exactlyOnce("orders"));
        env.execute("orders");
    }
}
