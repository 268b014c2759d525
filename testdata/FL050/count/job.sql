CREATE TABLE MetadataTable (
  a          INT,
  m_3        INT METADATA FROM 'metadata_3' VIRTUAL,
  m_2        INT METADATA FROM 'metadata_2',
  b          BIGINT,
  c          AS a + 1,
  metadata_1 STRING METADATA
) WITH ('connector' = 'kafka', 'topic' = 't', 'format' = 'json');

-- SELECT * reads the virtual and computed columns, which are not written.
INSERT INTO MetadataTable SELECT * FROM MetadataTable; -- want "FL050" col=13 msg="gives 6 columns \[a: INT, m_3: INT, m_2: INT, b: BIGINT, c: INT, metadata_1: STRING\], the sink takes 4"

INSERT INTO MetadataTable SELECT a, m_2, b, metadata_1 FROM MetadataTable;
