package com.example;

import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.TableEnvironment;

// One of two jobs in one jar, and the deployment names no main class: which
// one it runs is not known, so it governs neither (a warning, not an error).
public class ClicksJob {
    public static void main(String[] args) {
        TableEnvironment tEnv = TableEnvironment.create(EnvironmentSettings.inStreamingMode());
        tEnv.executeSql("CREATE TABLE out_Clicks (id STRING) WITH ('connector' = 'filesystem', 'path' = 's3://b/Clicks/', 'format' = 'json', 'auto-compaction' = 'true')"); // want "FL001" level=warning
        tEnv.executeSql("INSERT INTO out_Clicks SELECT id FROM src");
    }
}
