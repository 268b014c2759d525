-- The mode is followed statement by statement.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE users (id INT PRIMARY KEY NOT ENFORCED, name STRING) WITH (
  'connector' = 'jdbc', 'url' = 'jdbc:mysql://db:3306/app', 'table-name' = 'users');
DELETE FROM users WHERE id = 3;  -- want "FL079"
SET 'execution.runtime-mode' = 'batch';
DELETE FROM users WHERE id = 4;
