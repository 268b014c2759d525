package com.example;

import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.TableDescriptor;
import org.apache.flink.table.api.TableEnvironment;

public class OrdersJob {
    public static void main(String[] args) {
        TableEnvironment tEnv = TableEnvironment.create(EnvironmentSettings.inStreamingMode());
        tEnv.executeSql("CREATE TABLE orders_out (id STRING) WITH ("
                + "'connector' = 'kafka', 'topic' = 'orders', 'properties.bootstrap.servers' = 'kafka:9092', "
                + "'format' = 'json', 'sink.delivery-guarantee' = 'exactly-once')"); // want "FL014" level=error
        tEnv.executeSql("""
                CREATE TABLE audit_out (id STRING) WITH (
                  'connector' = 'kafka',
                  'topic' = 'audit',
                  'properties.bootstrap.servers' = 'kafka:9092',
                  'format' = 'json',
                  'sink.delivery-guarantee' = 'exactly-once' -- want "FL014" level=error
                )""");
        tEnv.executeSql("CREATE TABLE escaped_out (id STRING) WITH (\n"
                + "'connector' = 'kafka', 'topic' = 'escaped', 'properties.bootstrap.servers' = 'kafka:9092',\n"
                + "'format' = 'json', 'sink.delivery-guarantee' = 'exactly\u002donce')"); // want "FL014" level=error
        tEnv.createTemporaryTable("clicks_out", TableDescriptor.forConnector("kafka")
                .option("topic", "clicks")
                .option("properties.bootstrap.servers", "kafka:9092")
                .option("format", "json")
                .option("sink.delivery-guarantee", "exactly-once") // want "FL014" level=error
                .build());
        tEnv.executeSql("INSERT INTO orders_out SELECT 'a'");
        tEnv.executeSql("INSERT INTO audit_out SELECT 'a'");
        tEnv.executeSql("INSERT INTO escaped_out SELECT 'a'");
        tEnv.executeSql("INSERT INTO clicks_out SELECT 'a'");
    }
}
