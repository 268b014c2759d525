-- A built-in function of Hive's module is unknown to Flink until the job
-- loads the module.
CREATE TABLE orders (id BIGINT, url STRING) WITH ('connector' = 'datagen');
SELECT SUBSTRING_INDEX(url, '.', 2) FROM orders; -- want "FL054" msg="^No match found for function signature SUBSTRING_INDEX\(...\): a built-in function of Hive's module, which the job does not load \(LOAD MODULE hive\)$"
SELECT nvl(url, 'x') FROM orders; -- want "FL054" msg="nvl"
