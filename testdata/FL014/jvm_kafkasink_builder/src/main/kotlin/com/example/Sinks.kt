package com.example

import org.apache.flink.connector.base.DeliveryGuarantee
import org.apache.flink.connector.kafka.sink.KafkaSink

object Sinks {
    fun clicks(): KafkaSink<String> =
        KafkaSink.builder<String>()
            .setBootstrapServers("kafka:9092")
            .setDeliveryGuarantee(DeliveryGuarantee.EXACTLY_ONCE) // want "FL014" level=warning
            .build()
}
