-- A session that starts as Flink starts one holds no model.
CREATE TABLE docs (id BIGINT, txt STRING) WITH ('connector' = 'datagen');
DROP MODEL sentiment; -- want "FL054" msg="Model with identifier 'default_catalog.default_database.sentiment' does not exist."
DROP TEMPORARY MODEL sentiment; -- want "FL054" msg="Temporary model with identifier 'default_catalog.default_database.sentiment' does not exist."
ALTER MODEL sentiment SET ('endpoint' = 'https://example.com'); -- want "FL054" msg="Model `default_catalog`.`default_database`.`sentiment` doesn't exist."
SHOW CREATE MODEL sentiment; -- want "FL054" msg="Could not execute SHOW CREATE MODEL. Model with identifier `default_catalog`.`default_database`.`sentiment` does not exist."
DESCRIBE MODEL sentiment; -- want "FL054" msg="Model with the identifier 'default_catalog.default_database.sentiment' doesn't exist."
DROP MODEL IF EXISTS sentiment;
ALTER MODEL IF EXISTS sentiment SET ('endpoint' = 'https://example.com');
DROP MODEL ext.db.sentiment;

CREATE MODEL sentiment INPUT (txt STRING) OUTPUT (label STRING) WITH ('provider' = 'openai', 'endpoint' = 'https://example.com', 'model' = 'gpt-4o');
ALTER MODEL sentiment SET ('model' = 'gpt-4o-mini');
SHOW CREATE MODEL sentiment;
DESCRIBE MODEL sentiment;
CREATE TEMPORARY MODEL sentiment INPUT (txt STRING) OUTPUT (label STRING) WITH ('provider' = 'openai');
DROP TEMPORARY MODEL sentiment;
DROP MODEL sentiment;
