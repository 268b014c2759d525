-- A PostgreSQL script: a key without NOT ENFORCED is its own business.
CREATE TABLE IF NOT EXISTS cars (
  car_id VARCHAR(40) NOT NULL,
  model VARCHAR(100),
  PRIMARY KEY (car_id)
);
INSERT INTO cars (car_id, model) VALUES ('car_01', 'Model_1');
