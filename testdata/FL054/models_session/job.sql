-- A session flinklint does not know starts with what an init script or a
-- catalog store put there: a model it never sees created is not reported,
-- one the job drops is.
DROP MODEL sentiment;
ALTER MODEL sentiment SET ('endpoint' = 'https://example.com');
CREATE MODEL scorer INPUT (txt STRING) OUTPUT (score DOUBLE) WITH ('provider' = 'openai');
DROP MODEL scorer;
SHOW CREATE MODEL scorer; -- want "FL054" msg="the job drops it before this statement"
CREATE TEMPORARY MODEL tmp INPUT (txt STRING) OUTPUT (score DOUBLE) WITH ('provider' = 'openai');
DROP TEMPORARY MODEL tmp;
DESCRIBE MODEL tmp;
