package x;

import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.StatementSet;
import org.apache.flink.table.api.TableEnvironment;

public class Job {
    public static void main(String[] args) {
        TableEnvironment tEnv = TableEnvironment.create(EnvironmentSettings.inStreamingMode());
        tEnv.executeSql("CREATE TABLE src (id INT) WITH ('connector' = 'datagen')");
        tEnv.executeSql("CREATE TABLE snk (id INT) WITH ('connector' = 'blackhole')");
        StatementSet set = tEnv.createStatementSet();
        set.addInsertSql("INSERT INTO snk SELECT id FROM src");
        set.addInsertSql("SET 'pipeline.name' = 'x'"); // want "FL083"
        set.execute();
    }
}
