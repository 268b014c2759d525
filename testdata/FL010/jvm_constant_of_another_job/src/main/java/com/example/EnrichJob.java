package com.example;

import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.TableEnvironment;

public class EnrichJob {
    public static void main(String[] args) {
        TableEnvironment tEnv = TableEnvironment.create(EnvironmentSettings.inStreamingMode());
        tEnv.executeSql("CREATE TABLE orders_in (id STRING) WITH ('connector' = 'kafka', 'topic' = '" + OrdersJob.TOPIC + "', "
                + "'properties.bootstrap.servers' = 'kafka:9092', 'properties.group.id' = 'enrich', 'format' = 'json', "
                + "'scan.startup.mode' = 'earliest-offset')");
        tEnv.executeSql("CREATE TABLE enriched (id STRING) WITH ('connector' = 'print')");
        tEnv.executeSql("INSERT INTO enriched SELECT id FROM orders_in");
    }
}
