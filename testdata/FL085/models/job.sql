-- What Flink's parser and model converter reject of CREATE MODEL and
-- ALTER MODEL; the valid forms stay silent.
CREATE MODEL ok1 INPUT (txt STRING) OUTPUT (label STRING) WITH ('provider' = 'openai');
CREATE MODEL ok2 WITH ('provider' = 'openai');
CREATE MODEL ok3 INPUT (txt STRING) OUTPUT (label STRING) COMMENT 'c' WITH ('provider' = 'openai');
CREATE MODEL m1 INPUT (txt STRING) WITH ('provider' = 'openai'); -- want "FL085" msg="Output column list can not be empty with non-empty input column list."
CREATE MODEL m2 OUTPUT (label STRING) WITH ('provider' = 'openai'); -- want "FL085" msg="Input column list can not be empty with non-empty output column list."
CREATE MODEL m3 INPUT (txt STRING) OUTPUT (label STRING) WITH (); -- want "FL085" msg="Model property list can not be empty."
CREATE MODEL m4 INPUT (txt STRING) OUTPUT (label STRING); -- want "FL085" msg="Model property list can not be empty."
CREATE MODEL m5 INPUT (f1 STRING, f1 STRING) OUTPUT (label STRING) WITH ('provider' = 'openai'); -- want "FL085" msg="Duplicate input column name: 'f1'."
CREATE MODEL m6 INPUT (f1 STRING) OUTPUT (f2 STRING, f2 INT) WITH ('provider' = 'openai'); -- want "FL085" msg="Duplicate output column name: 'f2'."
CREATE MODEL m7 INPUT (f1 STRING, f3 AS UPPER(f1)) OUTPUT (f2 STRING) WITH ('provider' = 'openai'); -- want "FL085" msg="can only be a physical column."
CREATE MODEL m8 INPUT (f1 STRING) OUTPUT (f2 STRING) WITH ('provider' = 'openai') AS SELECT 1; -- want "FL085" msg="CREATE MODEL AS SELECT syntax does not support to specify explicit input columns."
ALTER MODEL ok1 SET ('provider' = 'vertexai');
ALTER MODEL ok1 RESET ('provider');
ALTER MODEL ok1 SET (); -- want "FL085" msg="ALTER MODEL SET does not support empty option."
ALTER MODEL IF EXISTS nowhere RESET (); -- want "FL085" msg="ALTER MODEL RESET does not support empty key."
