package com.example.redis;

import java.util.Set;
import org.apache.flink.configuration.ConfigOption;
import org.apache.flink.table.connector.sink.DynamicTableSink;
import org.apache.flink.table.factories.DynamicTableSinkFactory;

/** A Redis sink written in this repository. */
public class RedisDynamicTableFactory implements DynamicTableSinkFactory {
    public static final String IDENTIFIER = "mredis";

    @Override
    public String factoryIdentifier() {
        return IDENTIFIER;
    }

    @Override
    public Set<ConfigOption<?>> requiredOptions() { return Set.of(); }

    @Override
    public Set<ConfigOption<?>> optionalOptions() { return Set.of(); }

    @Override
    public DynamicTableSink createDynamicTableSink(Context context) { return null; }
}
