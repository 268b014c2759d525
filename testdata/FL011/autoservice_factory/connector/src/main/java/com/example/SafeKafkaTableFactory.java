package com.example;

import com.google.auto.service.AutoService;
import org.apache.flink.table.factories.DynamicTableSourceFactory;
import org.apache.flink.table.factories.Factory;

// Registered with AutoService: the annotation processor writes
// META-INF/services/org.apache.flink.table.factories.Factory at build time,
// so the source tree has no service file.
@AutoService(Factory.class)
public class SafeKafkaTableFactory implements DynamicTableSourceFactory {
    public static final String IDENTIFIER = "kafka-safe";

    @Override
    public String factoryIdentifier() {
        return IDENTIFIER;
    }
}
