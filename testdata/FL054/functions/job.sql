CREATE TABLE orders (order_id BIGINT, customer STRING, amount INT, ts TIMESTAMP(3)) WITH ('connector' = 'datagen');
CREATE TEMPORARY FUNCTION normalize_name AS 'com.example.NormalizeName';

SELECT COUNTT(amount) FROM orders; -- want "FL054" col=8 msg="No match found for function signature COUNTT.*did you mean 'COUNT'\?"
SELECT SUBSTRNG(customer, 1, 2) FROM orders; -- want "FL054" col=8 msg="did you mean 'SUBSTRING'\?"
SELECT normalise_name(customer) FROM orders; -- want "FL054" col=8 msg="did you mean 'normalize_name'\?"

-- Built-ins in any case, the job's own function, and a name close to nothing.
SELECT count(*), Upper(customer), normalize_name(customer), NORMALIZE_NAME(customer) FROM orders GROUP BY customer;
SELECT DATE_FORMAT(ts, 'yyyy'), JSON_VALUE(customer, '$.a'), TO_TIMESTAMP_LTZ(order_id, 3) FROM orders;
SELECT score_customer(customer) FROM orders;
