-- Declared only: nothing plans it, so Flink never complains.
CREATE TABLE src (id STRING);
