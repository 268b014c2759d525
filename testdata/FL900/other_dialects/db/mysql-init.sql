# The demo database of a docker compose setup: MySQL, not Flink SQL.
SET NAMES utf8mb4;
CREATE DATABASE IF NOT EXISTS shop;
CREATE TABLE shop.orders (
  id INT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  customer VARCHAR(255) NOT NULL,
  note TEXT COMMENT 'the customer''s note'
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
