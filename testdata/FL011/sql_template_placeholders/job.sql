-- Filled in by envsubst / Jinja before the SQL client runs it: placeholders
-- are not connector names, and not syntax errors.
CREATE TABLE ${SOURCE_TABLE} (id STRING) WITH (
  'connector' = '${SOURCE_CONNECTOR}',
  'topic' = '{{ topic }}'
);
CREATE TABLE {{ sink_table }} (id STRING) WITH ('connector' = '$SINK_CONNECTOR', 'path' = 's3://${BUCKET}/out/');
{% if use_print %}
CREATE TABLE debug (id STRING) WITH ('connector' = 'print');
{% endif %}
CREATE TABLE typo (id STRING) WITH ('connector' = 'kafak');  -- want "FL011" col=37
INSERT INTO typo SELECT id FROM ${SOURCE_TABLE};
