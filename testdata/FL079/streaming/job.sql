CREATE TABLE users (id INT PRIMARY KEY NOT ENFORCED, name STRING) WITH (
  'connector' = 'jdbc', 'url' = 'jdbc:mysql://db:3306/app', 'table-name' = 'users');
DELETE FROM users WHERE id = 3;  -- want "FL079"
UPDATE users SET name = 'x' WHERE id = 4;  -- want "FL079"
