CREATE TEMPORARY MODEL m INPUT (txt STRING) OUTPUT (label STRING) WITH ('provider' = 'openai');
CREATE TEMPORARY MODEL m INPUT (txt STRING) OUTPUT (label STRING) WITH ('provider' = 'openai'); -- want "FL057" msg="Temporary model '`default_catalog`.`default_database`.`m`' already exists"
CREATE TEMPORARY MODEL IF NOT EXISTS m INPUT (txt STRING) OUTPUT (label STRING) WITH ('provider' = 'openai');
CREATE MODEL m INPUT (txt STRING) OUTPUT (label STRING) WITH ('provider' = 'openai');
