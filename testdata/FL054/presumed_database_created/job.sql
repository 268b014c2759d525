-- The same script creating its database first: the session is Flink's default
-- one, and the unqualified name is looked up in default_database.
CREATE DATABASE easter;
CREATE TABLE `easter`.`location_route` (
  location STRING NOT NULL,
  route ARRAY<STRING> NOT NULL,
  PRIMARY KEY (location) NOT ENFORCED
) WITH ('connector' = 'upsert-kafka', 'topic' = 'location_route', 'key.format' = 'json', 'value.format' = 'json');

SELECT * FROM easter.location_route;
DROP TABLE location_route;  -- want "FL054"
