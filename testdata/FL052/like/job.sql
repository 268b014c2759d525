CREATE TABLE base (
  one INT,
  two AS one + 1,
  ts TIMESTAMP(3),
  m STRING METADATA,
  WATERMARK FOR ts AS ts,
  PRIMARY KEY (one) NOT ENFORCED
) PARTITIONED BY (one) WITH ('connector' = 'kafka', 'offset' = '1');

CREATE TABLE d1 (one INT) LIKE base; -- want "FL052" col=27 msg="A column named 'one' already exists in the base table."
CREATE TABLE d2 (two AS one * 2) LIKE base (INCLUDING GENERATED); -- want "FL052" msg="A generated column named 'two' already exists"
CREATE TABLE d3 (k INT, PRIMARY KEY (k) NOT ENFORCED) LIKE base; -- want "FL052" msg="The base table already has a primary key"
CREATE TABLE d4 (k INT) WITH ('offset' = '2') LIKE base (INCLUDING ALL); -- want "FL052" msg="There already exists an option \['offset' -> '1'\]"
CREATE TABLE d5 (WATERMARK FOR ts AS ts - INTERVAL '1' SECOND) LIKE base (INCLUDING WATERMARKS); -- want "FL052" msg="watermark spec for column 'ts'"

-- What the options allow.
CREATE TABLE ok1 (two AS one * 2) LIKE base (OVERWRITING GENERATED);
CREATE TABLE ok2 (k INT, PRIMARY KEY (k) NOT ENFORCED) LIKE base (EXCLUDING CONSTRAINTS);
CREATE TABLE ok3 (k INT) WITH ('offset' = '2') LIKE base;
CREATE TABLE ok4 (WATERMARK FOR ts AS ts - INTERVAL '1' SECOND) LIKE base (OVERWRITING WATERMARKS);
CREATE TABLE ok5 (m STRING METADATA) LIKE base (OVERWRITING METADATA);
CREATE TABLE ok6 (two INT) LIKE base (EXCLUDING GENERATED);
