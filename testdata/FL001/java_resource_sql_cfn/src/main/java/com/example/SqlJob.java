package com.example;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.apache.commons.io.IOUtils;
import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.TableEnvironment;

public class SqlJob {
    private static String sql(String name) throws Exception {
        try (InputStream in = SqlJob.class.getResourceAsStream("/sql/" + name)) {
            return IOUtils.toString(in, StandardCharsets.UTF_8);
        }
    }

    public static void main(String[] args) throws Exception {
        TableEnvironment tEnv = TableEnvironment.create(EnvironmentSettings.inStreamingMode());
        tEnv.executeSql(sql("sink.sql"));
        tEnv.executeSql("INSERT INTO daily_sink SELECT order_id, amount FROM orders");
    }
}
