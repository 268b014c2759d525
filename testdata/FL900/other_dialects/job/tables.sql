CREATE TABLE sink (id BIGINT,, name STRING);  -- want "FL900"
