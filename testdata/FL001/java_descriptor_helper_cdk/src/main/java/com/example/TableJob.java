package com.example;

import com.example.sinks.Sinks;
import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.TableEnvironment;

public class TableJob {
    public static void main(String[] args) {
        TableEnvironment tEnv = TableEnvironment.create(EnvironmentSettings.inStreamingMode());
        tEnv.createTemporaryTable("out", Sinks.s3Sink("s3://bucket/out/"));
        tEnv.from("events").executeInsert("out");
    }
}
