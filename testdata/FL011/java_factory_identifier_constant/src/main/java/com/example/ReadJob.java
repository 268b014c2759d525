package com.example;

import org.apache.flink.connector.kafka.table.KafkaDynamicTableFactory;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.DataTypes;
import org.apache.flink.table.api.Schema;
import org.apache.flink.table.api.TableDescriptor;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;

// The connector is named by a constant of Flink's Kafka factory, a class that
// is not in the repository: its value ("kafka") is not read here, and the
// constant's field name is no connector identifier.
public class ReadJob {
    public static void main(String[] args) throws Exception {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        TableDescriptor events = TableDescriptor.forConnector(KafkaDynamicTableFactory.IDENTIFIER)
                .schema(Schema.newBuilder().column("id", DataTypes.BIGINT()).build())
                .format("json")
                .option("topic", "events")
                .option("properties.bootstrap.servers", "localhost:9092")
                .build();
        tableEnv.createTemporaryTable("events", events);
        tableEnv.from("events").execute().print();
    }
}
