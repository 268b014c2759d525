-- Run first in the session (sql-client.sh -i): a bounded JDBC source.
CREATE TABLE customers (
  id BIGINT,
  name STRING
) WITH (
  'connector' = 'jdbc',
  'url' = 'jdbc:postgresql://db:5432/shop',
  'table-name' = 'customers'
);
