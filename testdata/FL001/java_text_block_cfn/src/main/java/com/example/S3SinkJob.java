package com.example;

import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.TableEnvironment;

public class S3SinkJob {
    private static final String SINK_PATH = "s3://bucket/out/";

    private static final String SINK_DDL = """
        CREATE TABLE s3_sink (
            id STRING,
            ts TIMESTAMP(3)
        ) WITH (
            'connector' = 'filesystem',
            'path' = '%s',
            'format' = 'json',
            'auto-compaction' = 'true' -- want "FL001" level=error msg="raises its parallelism"
        )
        """.formatted(SINK_PATH);

    public static void main(String[] args) {
        TableEnvironment tEnv = TableEnvironment.create(EnvironmentSettings.inStreamingMode());
        tEnv.executeSql(SINK_DDL);
        tEnv.executeSql("INSERT INTO s3_sink SELECT id, ts FROM events");
    }
}
