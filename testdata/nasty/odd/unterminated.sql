SET 'pipeline.name' = 'nasty';
SELECT 'never closed
/* and a comment that never ends
