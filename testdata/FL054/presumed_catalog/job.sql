-- The script reads a catalog it never creates (a platform's, such as Ververica
-- Cloud's): its session is set up elsewhere, and so may be a function registered
-- there (an aggregate UDF named arrayagg): nothing is said of arrayagg.
SET 'table.exec.source.idle-timeout' = '15s';

CREATE TEMPORARY VIEW sessioned_events AS
SELECT *
FROM TABLE(
    HOP(
        DATA => TABLE `system`.deepdive2.events_clean,
        TIMECOL => DESCRIPTOR(event_time),
        SIZE => INTERVAL '1' MINUTE,
        SLIDE => INTERVAL '10' SECONDS
    )
);

CREATE TEMPORARY VIEW agg_events AS
SELECT window_start, window_end, user_id, arrayagg(event_type) AS e
FROM sessioned_events
GROUP BY window_start, window_end, user_id;

INSERT INTO `system`.deepdive2.abandoned SELECT * FROM agg_events;
