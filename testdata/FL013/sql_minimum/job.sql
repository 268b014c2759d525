CREATE TABLE users (id BIGINT) WITH (
  'connector' = 'jdbc',
  'url' = 'jdbc:postgresql://db:5432/app',
  'table-name' = 'users',
  'connection.max-retry-timeout' = '500 ms',   -- want "FL013"
  'lookup.max-retries' = '-1'   -- want "FL013"
);
INSERT INTO out SELECT id FROM users;
