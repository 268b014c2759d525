CREATE TABLE users (id BIGINT) WITH (   -- want "FL012"
  'connector' = 'jdbc',
  'url' = 'jdbc:postgresql://db:5432/app',
  'table-name' = 'users',
  'username' = 'app'
);
CREATE TABLE parts (id BIGINT) WITH (   -- want "FL012"
  'connector' = 'jdbc',
  'url' = 'jdbc:postgresql://db:5432/app',
  'table-name' = 'parts',
  'scan.partition.column' = 'id',
  'scan.partition.num' = '4'
);
CREATE TABLE bounds (id BIGINT) WITH (   -- want "FL012"
  'connector' = 'jdbc',
  'url' = 'jdbc:postgresql://db:5432/app',
  'table-name' = 'bounds',
  'scan.partition.column' = 'id',
  'scan.partition.num' = '4',
  'scan.partition.lower-bound' = '100',
  'scan.partition.upper-bound' = '1'
);
CREATE TABLE no_url (id BIGINT) WITH ('connector' = 'jdbc', 'table-name' = 'x');   -- want "FL012"
INSERT INTO no_url SELECT u.id FROM users AS u JOIN parts AS p ON u.id = p.id JOIN bounds AS b ON u.id = b.id;
