CREATE TABLE crlf (
  a INT -- comment
) WITH (
  'k' = 'v'
);
SET 'a' = 'b';
