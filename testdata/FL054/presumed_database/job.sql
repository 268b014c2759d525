-- Tables created in a database the script never creates: Flink's default
-- in-memory catalog holds only default_database, so the session (and its
-- current database) is set up elsewhere; the DROP of an unqualified name is
-- not known to miss.
CREATE TABLE `easter`.`location_route` (
  location STRING NOT NULL,
  route ARRAY<STRING> NOT NULL,
  PRIMARY KEY (location) NOT ENFORCED
) WITH ('connector' = 'upsert-kafka', 'topic' = 'location_route', 'key.format' = 'json', 'value.format' = 'json');

SELECT * FROM easter.location_route;
DROP TABLE location_route;
