import org.apache.flink.table.api.TableDescriptor;
import org.apache.flink.table.api.TableEnvironment;

class Job {
    public static void main(String[] args) {
        TableEnvironment tEnv = TableEnvironment.create(EnvironmentSettings.inStreamingMode());
        tEnv.executeSql("CREATE TABLE pg (id INT) WITH ('connector' = 'jdbc', 'url' = 'jdbc:postgresql://db:5432/app', 'table-name' = 't', 'username' = 'app', 'password' = 'S3cr3tPassw0rd!')"); // want "FL040" level=error
        tEnv.createTemporaryTable("k", TableDescriptor.forConnector("kafka")
                .option("properties.sasl.jaas.config", "org.apache.kafka.common.security.plain.PlainLoginModule required username=\"u\" password=\"Xyz123secret\";") // want "FL040" level=error msg="TableDescriptor for connector 'kafka'"
                .build());
        // Read at run time: nothing committed.
        tEnv.executeSql("CREATE TABLE pg2 (id INT) WITH ('connector' = 'jdbc', 'url' = 'jdbc:postgresql://db:5432/app', 'table-name' = 't', 'password' = '"
                + System.getenv("PG_PASSWORD") + "')");
    }
}
