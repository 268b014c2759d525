INSERT INTO {sink_table}
SELECT o.order_id, o.amount, c.segment
FROM %(orders)s AS o
JOIN {customers} AS c ON o.customer_id = c.id
WHERE o.region = '{region}' AND o.amount > {min_amount};
