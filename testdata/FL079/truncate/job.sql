CREATE TABLE users (id INT PRIMARY KEY NOT ENFORCED, name STRING) WITH (
  'connector' = 'jdbc', 'url' = 'jdbc:mysql://db:3306/app', 'table-name' = 'users');
TRUNCATE TABLE users; -- want "FL079" msg="^TRUNCATE TABLE statement is not supported in streaming mode: "
SET 'execution.runtime-mode' = 'batch';
TRUNCATE TABLE users;
-- RESET restores the session's default mode, streaming.
RESET 'execution.runtime-mode';
UPDATE users SET name = 'x' WHERE id = 1; -- want "FL079"
SET 'execution.runtime-mode' = 'batch';
RESET;
DELETE FROM users WHERE id = 1; -- want "FL079"
SET 'execution.runtime-mode' = '${MODE}';
DELETE FROM users WHERE id = 2;
