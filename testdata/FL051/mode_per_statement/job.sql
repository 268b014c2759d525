-- The runtime mode is the session's at each statement: a window over a
-- plain TIMESTAMP is fine in batch mode, not in streaming mode.
CREATE TABLE clicks (url STRING, ts TIMESTAMP(3)) WITH ('connector' = 'datagen');
SELECT * FROM TABLE(TUMBLE(TABLE clicks, DESCRIPTOR(ts), INTERVAL '1' MINUTE)); -- want "FL051" msg="not a time attribute"
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM TABLE(TUMBLE(TABLE clicks, DESCRIPTOR(ts), INTERVAL '1' MINUTE));
