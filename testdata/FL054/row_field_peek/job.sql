-- Flink's ROW types let Calcite peek into their fields: t.data names the
-- field data of the ROW column field1 (apache/flink CalcTest#testJoinOnNested).
CREATE TABLE nested (field1 ROW<data ARRAY<ROW<nested ARRAY<ROW<trId STRING NOT NULL> NOT NULL>> NOT NULL>>) WITH ('connector' = 'datagen');
CREATE TABLE nested2 (field1 ROW<data1 ROW<nested ROW<trId STRING NOT NULL> NOT NULL>>) WITH ('connector' = 'datagen');
SELECT t.data[1].nested[1].trId FROM nested t, nested2 t2 WHERE t.data[1].nested[1].trId = t2.data1.nested.trId;
SELECT t.field2 FROM nested t; -- want "FL054"
