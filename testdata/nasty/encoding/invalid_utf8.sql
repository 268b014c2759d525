-- café au lait
SELECT 1;
