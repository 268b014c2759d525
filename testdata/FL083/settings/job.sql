-- The SQL client builds the session's table environment with the new
-- value before it keeps it: the runtime mode and the dialect must parse.
SET 'execution.runtime-mode' = 'BATCH';
SET 'execution.runtime-mode' = 'Automatic';
SET 'execution.runtime-mode' = 'streaming';
SET 'execution.runtime-mode' = 'bacth'; -- want "FL083" col=32 msg="^the SQL client fails this SET: Could not parse value 'bacth' for key 'execution.runtime-mode'.$"
SET 'table.sql-dialect' = 'default';
SET 'table.sql-dialect' = 'unknown'; -- want "FL083" msg="No enum constant org.apache.flink.table.api.SqlDialect.UNKNOWN$"
-- Keys the planner reads later, and keys Flink does not know, are not
-- judged here.
SET 'table.exec.state.ttl' = 'one hour';
SET 'my.own.key' = 'anything';
SET 'sql-client.execution.result-mode' = 'tableau';
