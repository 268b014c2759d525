-- The repository's Compose file starts the databases these tables read, and
-- gives them these passwords: demo credentials, notes that say so.
CREATE TABLE orders (id BIGINT) WITH (
  'connector' = 'jdbc',
  'url' = 'jdbc:mysql://mysql:3306/shop',
  'table-name' = 'orders',
  'username' = 'root',
  'password' = 'flinkdemo123'  -- want "FL040" level=note msg="docker-compose.yml gives its service .mysql. \(MYSQL_ROOT_PASSWORD, line 5\)"
);
CREATE TABLE customers (id BIGINT, PRIMARY KEY (id) NOT ENFORCED) WITH (
  'connector' = 'postgres-cdc',
  'hostname' = 'pg',
  'username' = 'postgres',
  'password' = 'pgdemo456',  -- want "FL040" level=note msg="from PG_PASSWORD in .env.example, line 2"
  'database-name' = 'shop',
  'schema-name' = 'public',
  'table-name' = 'customers',
  'slot.name' = 'flink'
);
CREATE TABLE local_orders (id BIGINT) WITH (
  'connector' = 'jdbc',
  'url' = 'jdbc:mysql://localhost:3306/shop',
  'table-name' = 'orders',
  'password' = 'flinkdemo123'  -- want "FL040" level=note msg="connects to .localhost."
);
-- The same password for a host outside the repository is a secret.
CREATE TABLE prod_orders (id BIGINT) WITH (
  'connector' = 'jdbc',
  'url' = 'jdbc:mysql://orders.prod.example.com:3306/shop',
  'table-name' = 'orders',
  'password' = 'flinkdemo123'  -- want "FL040" level=error
);
INSERT INTO prod_orders SELECT o.id FROM orders AS o JOIN customers AS c ON o.id = c.id;
INSERT INTO prod_orders SELECT id FROM local_orders;
