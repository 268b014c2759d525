package com.example;

import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;

import org.apache.flink.table.api.TableEnvironment;
import org.junit.jupiter.api.Test;

// A Mockito verification names the SQL the code under test was given (here a
// deliberately broken statement); it runs nothing.
class RunnerTest {
    @Test
    void passesTheInterpolatedStatement() {
        TableEnvironment tableEnv = mock(TableEnvironment.class);
        Runner.run(tableEnv, "CREATE TABLE t1 (pass '${secret:my-secret}');");
        verify(tableEnv).executeSql("CREATE TABLE t1 (pass 'super_secret_value');");
    }

    @Test
    void runsItsOwnStatement() {
        TableEnvironment tableEnv = TableEnvironment.create(null);
        tableEnv.executeSql("CREATE TABLE t2 (pass 'x');");  // want "FL900"
    }
}
