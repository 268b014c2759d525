CREATE TABLE src (id INT, str STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '10');
CREATE TABLE a (id INT, str STRING) WITH ('connector' = 'blackhole');
CREATE TABLE b (id INT, str STRING) WITH ('connector' = 'blackhole');
BEGIN STATEMENT SET;
INSERT INTO a SELECT * FROM src;
INSERT INTO b SELECT * FROM src;
END;
-- An empty statement set is submitted as nothing: the client accepts it.
BEGIN STATEMENT SET;
END;
-- The set is closed: this END has nothing to submit.
END; -- want "FL083" msg="^No Statement Set to submit. 'END' statement should be used after 'BEGIN STATEMENT SET': this END closes no statement set"
EXECUTE STATEMENT SET BEGIN
INSERT INTO a SELECT * FROM src;
END;
END; -- want "FL083"
