-- ALTER MODEL alters a catalog's model: a temporary model of the path is
-- rejected, IF EXISTS or not; once it is dropped, the permanent one is.
CREATE MODEL m INPUT (txt STRING) OUTPUT (label STRING) WITH ('provider' = 'openai');
CREATE TEMPORARY MODEL m INPUT (txt STRING) OUTPUT (label STRING) WITH ('provider' = 'openai');
ALTER MODEL m SET ('provider' = 'openai'); -- want "FL059" msg="Model `default_catalog`.`default_database`.`m` is a temporary model."
ALTER MODEL IF EXISTS m RESET ('provider'); -- want "FL059" msg="is a temporary model"
DROP TEMPORARY MODEL m;
ALTER MODEL m SET ('provider' = 'openai');
