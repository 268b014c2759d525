package com.example;

import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.TableEnvironment;

// A job of its own, whose topic constant the enrichment job reads too:
// both are entry points of the jar, and each is linted.
public class OrdersJob {
    public static final String TOPIC = "orders";

    public static void main(String[] args) {
        TableEnvironment tEnv = TableEnvironment.create(EnvironmentSettings.inStreamingMode());
        tEnv.executeSql("CREATE TABLE orders (id STRING) WITH ('connector' = 'kafka', 'topic' = '" + TOPIC + "', "
                + "'properties.bootstrap.servers' = 'kafka:9092', 'properties.group.id' = 'orders', 'format' = 'json', "
                + "'scan.startup.mode' = 'earliest-offset', 'path' = '/tmp/orders')"); // want "FL010" level=warning
        tEnv.executeSql("CREATE TABLE orders_out (id STRING) WITH ('connector' = 'print')");
        tEnv.executeSql("INSERT INTO orders_out SELECT id FROM orders");
    }
}
