SELECT 'never closed
/* and a comment that never ends
