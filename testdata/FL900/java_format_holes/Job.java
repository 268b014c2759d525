import org.apache.flink.table.api.TableEnvironment;
class Job {
  void run(TableEnvironment tEnv, String table, String cols) {
    tEnv.executeSql(String.format("CREATE TABLE %s (%s) WITH ('connector' = 'print', 'x' = '%1$s')", table, cols));
    tEnv.executeSql(String.format("INSERT INTO %s SELECT %s FROM %s WHERE a > %d", table, cols, table, 3));
    tEnv.executeSql("SELECT * FROM " + table + " WHERE " + cols);
    tEnv.executeSql(String.format(Locale.ROOT, "SELECT %s FROM t%n", cols));
    tEnv.executeSql("SELEC broken FROM"); // want "FL900" msg="in a Java string"
  }
}
