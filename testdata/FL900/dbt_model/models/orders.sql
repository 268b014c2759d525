-- A dbt model for a Flink adapter: dbt renders this Jinja template into the
-- statement Flink runs, so the text itself is no Flink syntax error.
{{ config(
    materialized='streaming_table',
    with={'connector': 'kafka', 'topic': 'orders'}
) }}
SELECT order_id, amount
FROM {{ ref('raw_orders') }}
WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
