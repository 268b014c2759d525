-- A model the job drops is gone; the temporary one shadows the permanent
-- one until it is dropped.
CREATE MODEL m INPUT (txt STRING) OUTPUT (label STRING) WITH ('provider' = 'openai');
CREATE TEMPORARY MODEL m INPUT (txt STRING) OUTPUT (label STRING) WITH ('provider' = 'openai');
ALTER MODEL m SET ('provider' = 'openai');
DROP TEMPORARY MODEL m;
ALTER MODEL m SET ('provider' = 'openai');
DROP MODEL m;
DROP MODEL m; -- want "FL054" msg="does not exist: the job drops it before this statement"
