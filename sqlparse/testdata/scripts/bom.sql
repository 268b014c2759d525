SET 'a' = 'b';
