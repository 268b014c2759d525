SELECT 'À¯', 'í €';
