-- properties.*, the json format's options and implicit keys are accepted.
CREATE TABLE orders (id STRING) WITH (
  'connector' = 'kafka',
  'property-version' = '1',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'broker:9092',
  'properties.group.id' = 'g1',
  'properties.max.poll.records' = '500',
  'format' = 'json',
  'json.fail-on-missing-field' = 'false',
  'json.ignore-parse-errors' = 'true'
);
CREATE TABLE keyed (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'keyed',
  'properties.bootstrap.servers' = 'broker:9092',
  'key.format' = 'csv',
  'key.fields' = 'id',
  'key.csv.field-delimiter' = ';',
  'value.format' = 'avro',
  'value.avro.encoding' = 'binary'
);
CREATE TABLE gen (id STRING) WITH (
  'connector' = 'datagen',
  'fields.id.length' = '10',
  'rows-per-second' = '5'
);
INSERT INTO keyed SELECT id FROM orders;
