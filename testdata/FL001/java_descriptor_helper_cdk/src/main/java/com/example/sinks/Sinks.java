package com.example.sinks;

import org.apache.flink.connector.file.table.FileSystemConnectorOptions;
import org.apache.flink.table.api.DataTypes;
import org.apache.flink.table.api.Schema;
import org.apache.flink.table.api.TableDescriptor;

public final class Sinks {
    private Sinks() {}

    public static TableDescriptor s3Sink(String path) {
        return TableDescriptor.forConnector("filesystem")
                .schema(Schema.newBuilder().column("id", DataTypes.STRING()).build())
                .option("path", path)
                .format("parquet")
                .option(FileSystemConnectorOptions.AUTO_COMPACTION, true) // want "FL001" level=error
                .build();
    }
}
