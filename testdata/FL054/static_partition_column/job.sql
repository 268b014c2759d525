-- The columns of PARTITION (...) are columns of the sink, each named once
-- (PreValidateReWriter: Calcite's unknownTargetColumn and
-- duplicateTargetColumn).
CREATE TABLE src (a INT, c STRING) WITH ('connector' = 'datagen');
CREATE TABLE snk (x BIGINT, y STRING, dt STRING) PARTITIONED BY (dt) WITH ('connector' = 'filesystem', 'path' = '/tmp/x', 'format' = 'json');

INSERT INTO snk PARTITION (dt = '2024-01-01') SELECT a, c FROM src;
INSERT INTO snk PARTITION (day = '2024-01-01') SELECT a, c FROM src; -- want "FL054" msg="Unknown target column 'day'"
INSERT INTO snk PARTITION (dt = '2024-01-01', dt = '2024-01-02') SELECT a, c FROM src; -- want "FL054" msg="Target column 'dt' is assigned more than once"
